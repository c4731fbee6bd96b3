"use client";
// Choosing a problem of a long-form page or library entry moves to its field: the control the path names, else the
// first control inside it (a list's first item), else the nearest parent's.

const lastStep = /(\.[^.[\]]+|\[\d+\])$/;

function controlAt(path: string): HTMLElement | null {
  const name = CSS.escape(path);
  return document.querySelector<HTMLElement>(`[name="${name}"], [name^="${name}."], [name^="${name}["]`);
}

export function focusField(path: string): boolean {
  for (let candidate = path; candidate !== ""; candidate = candidate.replace(lastStep, "")) {
    const control = controlAt(candidate);
    if (control) {
      control.focus();
      control.scrollIntoView({ block: "center" });
      return true;
    }
    if (!lastStep.test(candidate)) break;
  }
  return false;
}

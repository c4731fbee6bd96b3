"use client";
// A panel opened over the Studio (propose a change, pages): focus moves into it so a keyboard or screen-reader
// user lands on what just opened, Escape closes it, and focus goes back to the button that opened it.
import { useEffect, useRef, type ReactNode } from "react";

export function PanelFocus({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // The dialog itself takes the focus (its name is read out), not its first button: the lists it opens with come first.
    const dialog = box.current?.querySelector<HTMLElement>('[role="dialog"]');
    dialog?.setAttribute("tabindex", "-1");
    dialog?.focus();
    return () => opener?.focus();
  }, []);
  return (
    <div
      ref={box}
      // No box of its own: the panel inside places itself over the Studio.
      style={{ display: "contents" }}
      onKeyDown={(event) => {
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
    >
      {children}
    </div>
  );
}

// Tab between the canvas's texts: the next (or previous) text in the page's order, across blocks, as Tab moves
// between a form's fields. None past the last: Tab then leaves as the browser would.
export function nextCanvasText(from: HTMLElement, step: 1 | -1): HTMLElement | null {
  const texts = [...from.ownerDocument.querySelectorAll<HTMLElement>("[data-canvas-text]")];
  const index = texts.indexOf(from);
  return index < 0 ? null : (texts[index + step] ?? null);
}

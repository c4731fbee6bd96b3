// Adding a block of `type` at `index` of the page, from the palette's keyboard or a drop on the block list (a drop
// on the canvas is Puck's own): with an id of our own, so the new block can be selected and focused at once.
import type { PuckAction } from "@puckeditor/core";

type Dispatch = (action: PuckAction) => void;

export const rootZone = "root:default-zone";

/** Inserts the block (its example values come from the type's defaultProps) and selects it; returns its id. */
export function insertBlock(dispatch: Dispatch, type: string, index: number): string {
  const id = `${type}-${crypto.randomUUID()}`;
  dispatch({ type: "insert", componentType: type, destinationIndex: index, destinationZone: rootZone, id });
  dispatch({ type: "setUi", ui: { itemSelector: { index, zone: rootZone } } });
  return id;
}

/** Moves the focus to block `id` in the block list once the list has drawn it, and shows it on the canvas. */
export function focusNewBlock(id: string) {
  const started = performance.now();
  const look = () => {
    const row = document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(id)}"]`);
    if (!row) {
      if (performance.now() - started < 2_000) requestAnimationFrame(look);
      return;
    }
    row.focus();
    const frame = document.querySelector<HTMLIFrameElement>("#preview-frame");
    frame?.contentDocument?.querySelector(`[data-puck-component="${CSS.escape(id)}"]`)?.scrollIntoView({ block: "start" });
  };
  requestAnimationFrame(look);
}

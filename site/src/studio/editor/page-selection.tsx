"use client";
// The page's own settings (slug, path, SEO, draft) are what the fields show while no block is selected. A marketer
// gets back to them as in a design tool: the always-visible "Page settings" entry, Escape, a click beside the
// canvas, or a click on the selected block. And Undo or Redo never closes the fields being edited: Puck's history
// also holds the selection of each step (none, before the first edit), so the block whose field changed is selected.
import { createUsePuck, type Data } from "@puckeditor/core";
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { CanvasFrame } from "./canvas-frame";
import styles from "./studio.module.css";

const usePuck = createUsePuck();
type Content = Data["content"];

/** The selected block's id, or null when the page's settings are shown. */
function useSelectedId(): string | null {
  return usePuck((state) => {
    const index = state.appState.ui.itemSelector?.index;
    return index === undefined || index === null ? null : String(state.appState.data.content[index]?.props.id ?? "");
  });
}

function useShowPageSettings() {
  const dispatch = usePuck((state) => state.dispatch);
  return () => dispatch({ type: "setUi", ui: { itemSelector: null } });
}

export function PageSettingsButton() {
  const selected = useSelectedId();
  const showPageSettings = useShowPageSettings();
  return (
    <button type="button" className={styles.pageSettings} aria-pressed={selected === null} onClick={showPageSettings}>
      Page settings
    </button>
  );
}

/** The canvas's frame document as it is now (Puck writes the frame once it loads): found, and followed, by polling. */
function useCanvasDocument(): Document | null {
  const [frame, setFrame] = useState<Document | null>(null);
  useEffect(() => {
    const look = () => setFrame(document.querySelector<HTMLIFrameElement>("#preview-frame")?.contentDocument ?? null);
    look();
    const timer = setInterval(look, 500);
    return () => clearInterval(timer);
  }, []);
  return frame;
}

/**
 * Escape anywhere but in a panel, a dialog or a field (which goes back to its block first) shows the page's settings,
 * in the Studio and on its canvas; so does a click on the selected block on the canvas (Puck would keep it selected).
 */
export function DeselectGestures() {
  const selected = useSelectedId();
  const showPageSettings = useShowPageSettings();
  const frame = useCanvasDocument();
  const current = useRef(selected);
  const show = useRef(showPageSettings);
  useEffect(() => {
    current.current = selected;
    show.current = showPageSettings;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented || current.current === null) return;
      if ((event.target as Partial<Element> | null)?.closest?.('dialog, [role="dialog"], [role="alertdialog"]')) return;
      show.current();
    };
    // Caught before Puck's own click handler on the block (capture), which would select it again.
    const onClick = (event: MouseEvent) => {
      // The frame's elements are of its own window's Element: no `instanceof Element` here.
      const target = event.target as Partial<Element> | null;
      // A click into a text on the canvas places the caret there (canvas-text.tsx), keeping its block selected.
      if (target?.closest?.("[data-canvas-text]")) return;
      const block = target?.closest?.("[data-puck-component]") ?? null;
      if (!block || current.current === null || block.getAttribute("data-puck-component") !== current.current) return;
      event.stopPropagation();
      show.current();
    };
    const targets = frame?.defaultView ? [window, frame.defaultView] : [window];
    for (const target of targets) target.addEventListener("keydown", onKey);
    frame?.addEventListener("click", onClick, true);
    return () => {
      for (const target of targets) target.removeEventListener("keydown", onKey);
      frame?.removeEventListener("click", onClick, true);
    };
  }, [frame]);
  return null;
}

/** The canvas, where a click on its margin, beside the page, shows the page's settings. */
export function SelectableCanvas({ width, children }: { width: number; children: ReactNode }) {
  const dispatch = usePuck((state) => state.dispatch);
  const onClickBeside = useCallback(() => dispatch({ type: "setUi", ui: { itemSelector: null } }), [dispatch]);
  return (
    <CanvasFrame width={width} onClickBeside={onClickBeside}>
      {children}
    </CanvasFrame>
  );
}

/** The block whose props differ between two versions of the content, matched by id; -1 when none does. */
function changedBlock(before: Content, after: Content): number {
  const old = new Map(before.map((item) => [String(item.props.id), JSON.stringify(item.props)]));
  return after.findIndex((item) => {
    const previous = old.get(String(item.props.id));
    return previous !== undefined && previous !== JSON.stringify(item.props);
  });
}

/**
 * After Undo or Redo (a move in Puck's history), the fields of what changed stay open. Each move is compared with the
 * page as it was at the one before, whichever of Puck's two updates (the page, the history's place) comes first. A
 * recorded edit moves the history too, with a new list of steps: that one is left alone.
 */
export function SelectionThroughHistory() {
  const index = usePuck((state) => state.history.index);
  const histories = usePuck((state) => state.history.histories);
  const data = usePuck((state) => state.appState.data);
  const selector = usePuck((state) => state.appState.ui.itemSelector);
  const dispatch = usePuck((state) => state.dispatch);
  const atLastMove = useRef({ index, histories, data, selector });
  useLayoutEffect(() => {
    const previous = atLastMove.current;
    if (previous.index === index) return;
    atLastMove.current = { index, histories, data, selector };
    if (previous.histories !== histories) return;
    const select = (next: number | null) => {
      if ((selector?.index ?? null) === next) return;
      dispatch({ type: "setUi", ui: { itemSelector: next === null ? null : { index: next, zone: "root:default-zone" } } });
    };
    const changed = changedBlock(previous.data.content, data.content);
    if (changed >= 0) return select(changed);
    // A page setting changed back: the page's settings hold it.
    if (JSON.stringify(previous.data.root) !== JSON.stringify(data.root)) return select(null);
    const keptId = previous.selector ? previous.data.content[previous.selector.index]?.props.id : undefined;
    const kept = data.content.findIndex((item) => item.props.id === keptId);
    if (kept >= 0) select(kept);
  });
  return null;
}

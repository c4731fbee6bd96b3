"use client";
// One text of a block, typed where it stands on the canvas. Puck's own <InlineTextField> is not exported and knows
// neither one-line texts inside lists nor our keys, so this is the same mechanism built from Puck's public parts:
// a plain-text contentEditable span that Puck's overlay lets through (registerOverlayPortal), writing each keystroke
// into the block's props with a "replace" action (Puck records history for it, grouped by its 250 ms pause, and the
// form on the right reads the same props). The span holds no React children: the browser owns its text while the
// marketer types, and a value from elsewhere (the form, Undo) replaces it only when it differs.
import { registerOverlayPortal, setDeep, useGetPuck } from "@puckeditor/core";
import { memo, useLayoutEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react";
import { nextCanvasText } from "./canvas-text-focus";
import styles from "./canvas-text.module.css";

interface CanvasTextProps {
  componentId: string;
  /** Where the text sits in the block's props, in Puck's path notation: "titleLines[0].value", "primaryButton.label". */
  propPath: string;
  value: string;
  /** A long text takes line breaks (Enter); a one-line text ends editing on Enter instead. */
  multiline: boolean;
  label: string;
}

const oneLine = (text: string) => text.replace(/\s*[\r\n]+\s*/g, " ");

/**
 * The text as the marketer typed it. A browser keeps a trailing line break in an editable element so that its last
 * line shows (innerText then ends in "\n" after a new line was typed): that one is not the marketer's.
 */
const textOf = (element: HTMLElement, multiline: boolean) =>
  multiline ? element.innerText.replace(/\n$/, "") : oneLine(element.innerText);

function CanvasTextInternal({ componentId, propPath, value, multiline, label }: CanvasTextProps) {
  const ref = useRef<HTMLSpanElement>(null);
  const getPuck = useGetPuck();
  const [active, setActive] = useState({ hover: false, focus: false });
  const editing = active.hover || active.focus;

  // Before paint, so the canvas never shows an empty line; skipped while the DOM already says it (typing here).
  useLayoutEffect(() => {
    const element = ref.current;
    if (element && textOf(element, multiline) !== value) element.replaceChildren(value);
  }, [value, multiline]);
  useLayoutEffect(() => registerOverlayPortal(ref.current), []);

  const select = () => {
    const { getSelectorForId, dispatch } = getPuck();
    const itemSelector = getSelectorForId(componentId);
    if (itemSelector) dispatch({ type: "setUi", ui: { itemSelector } });
  };
  const write = (text: string) => {
    const { getItemById, getSelectorForId, dispatch } = getPuck();
    const item = getItemById(componentId);
    const selector = getSelectorForId(componentId);
    if (!item || !selector) return;
    dispatch({
      type: "replace",
      destinationIndex: selector.index,
      destinationZone: selector.zone,
      data: { ...item, props: setDeep(item.props, propPath, text) },
    });
  };
  /** Back to the block's own handle on the canvas (Puck's draggable wrapper), as Escape leaves a field for its block. */
  const leave = (element: HTMLElement) => {
    const block = element.closest<HTMLElement>("[data-puck-component]");
    element.blur();
    block?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLSpanElement>) => {
    // Keys typed here are text, not the block's (Enter/Space click it) or Puck's (Delete removes the block).
    event.stopPropagation();
    const element = event.currentTarget;
    const undo = (event.ctrlKey || event.metaKey) && !event.altKey;
    if (undo && (event.key.toLowerCase() === "z" || event.key.toLowerCase() === "y")) {
      // The Studio's history, as the Undo button: the browser's own undo would only replay keystrokes as new edits.
      event.preventDefault();
      const { history } = getPuck();
      if (event.key.toLowerCase() === "y" || event.shiftKey) history.forward();
      else history.back();
    } else if (event.key === "Enter" && !multiline) {
      event.preventDefault();
      leave(element);
    } else if (event.key === "Escape") {
      event.preventDefault();
      leave(element);
    } else if (event.key === "Tab") {
      const next = nextCanvasText(element, event.shiftKey ? -1 : 1);
      if (!next) return;
      event.preventDefault();
      next.contentEditable = "plaintext-only";
      next.focus();
    }
  };
  const onPaste = (event: ClipboardEvent<HTMLSpanElement>) => {
    // Plain text only, whatever the clipboard holds; a one-line text gets the lines joined.
    event.preventDefault();
    const text = event.clipboardData.getData("text/plain");
    event.currentTarget.ownerDocument.execCommand("insertText", false, multiline ? text : oneLine(text));
  };

  return (
    <span
      ref={ref}
      className={styles.text}
      data-canvas-text={propPath}
      // A text box while it is being edited; at rest it is the page's text (a heading, a button's label) as visitors read it.
      role={editing ? "textbox" : undefined}
      aria-label={editing ? label : undefined}
      aria-multiline={editing ? multiline : undefined}
      // Editable only while pointed at or focused (as Puck's own inline fields): at rest the canvas holds no tab stops
      // inside the block's handle, which would be an interactive element nested in a button.
      contentEditable={editing ? "plaintext-only" : "false"}
      suppressContentEditableWarning
      onMouseOverCapture={() => setActive((state) => ({ ...state, hover: true }))}
      // Editable before the press's default action (focus, caret): the render the hover asked for may not have
      // happened yet on a busy machine, and the press then focused the block around the text instead.
      onMouseDownCapture={(event) => {
        event.currentTarget.contentEditable = "plaintext-only";
      }}
      onMouseOutCapture={() => setActive((state) => ({ ...state, hover: false }))}
      onFocus={() => {
        setActive((state) => ({ ...state, focus: true }));
        select();
      }}
      onBlur={() => setActive((state) => ({ ...state, focus: false }))}
      onClickCapture={(event) => {
        event.stopPropagation();
        select();
      }}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={onKeyDown}
      onKeyUp={(event) => event.stopPropagation()}
      onPaste={onPaste}
      onInput={(event) => write(textOf(event.currentTarget, multiline))}
    />
  );
}

export const CanvasText = memo(CanvasTextInternal);

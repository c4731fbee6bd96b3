"use client";
// The page's blocks as a list a keyboard can drive — the same actions the canvas offers with the mouse. One Tab
// stop: ↑/↓ (Home/End) go through the blocks, Alt+↑/↓ moves the focused block, Ctrl+D (⌘D) duplicates it below,
// Delete removes it, Enter opens its fields (Escape there comes back here). The ↑ ↓ duplicate ✕ buttons do the same for
// the mouse. Below: the block palette (block-palette.tsx).
import { createUsePuck, Drawer } from "@puckeditor/core";
import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import { labelFor } from "../fields/label-for";
import { BlockPalette } from "./block-palette";
import { focusNewBlock, insertBlock } from "./insert-block";
import { useListDrop } from "./list-drop";
import drop from "./list-drop.module.css";
import styles from "./studio.module.css";

const usePuck = createUsePuck();
const zone = "root:default-zone";

function blockSummary(props: Record<string, unknown>): string {
  const title = props.title ?? props.titleLines;
  if (typeof title === "string") return title;
  if (Array.isArray(title))
    return title.map((line) => (line && typeof line === "object" ? String((line as { value?: unknown }).value ?? "") : "")).join(" ");
  return "";
}

/** Moves focus to the first field of the block at `index` once Puck has drawn its fields. */
function focusFieldsOf(index: number) {
  const started = performance.now();
  const look = () => {
    const field = document.querySelector<HTMLElement>(`[data-studio-fields] :is(input, select, textarea)[name^="blocks[${index}]."]`);
    if (field) field.focus();
    else if (performance.now() - started < 2_000) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/** Two sheets, one over the other: drawn, since the ⧉ glyph is in none of the Studio's fonts (an empty box). */
function DuplicateIcon() {
  return (
    <svg className={styles.icon} viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
      <rect x="5.5" y="5.5" width="8" height="8" rx="1" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M3.5 10.5h-1v-8h8v1" fill="none" stroke="currentColor" strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}

export function BlockList() {
  const content = usePuck((state) => state.appState.data.content);
  const selected = usePuck((state) => state.appState.ui.itemSelector?.index);
  const dispatch = usePuck((state) => state.dispatch);
  // The block that takes the list's one Tab stop: the last one focused, else the selected one, else the first.
  const [current, setCurrent] = useState<string | null>(null);
  const focusId = useRef<string | null>(null);
  // A copy's id is Puck's to give: the focus goes to the block at this index once the list has grown to `length`.
  const focusCopy = useRef<{ index: number; length: number } | null>(null);
  const list = useRef<HTMLOListElement>(null);
  const ids = content.map((item) => String(item.props.id));
  const tabStop = current && ids.includes(current) ? current : (ids[selected ?? 0] ?? null);

  useEffect(() => {
    if (!focusId.current) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-block-id="${CSS.escape(focusId.current)}"]`)?.focus();
    focusId.current = null;
  });
  useEffect(() => {
    const copy = focusCopy.current;
    if (!copy || copy.length !== ids.length) return;
    focusCopy.current = null;
    list.current?.querySelector<HTMLButtonElement>(`[data-block-id="${CSS.escape(ids[copy.index] ?? "")}"]`)?.focus();
  });

  const select = (index: number, id = ids[index]) => {
    dispatch({ type: "setUi", ui: { itemSelector: { index, zone } } });
    // Bring the block into view on the canvas, as clicking it there would have.
    const frame = document.querySelector<HTMLIFrameElement>("#preview-frame");
    frame?.contentDocument?.querySelector(`[data-puck-component="${CSS.escape(id ?? "")}"]`)?.scrollIntoView({ block: "start" });
  };
  const focusBlock = (index: number) =>
    list.current?.querySelector<HTMLButtonElement>(`[data-block-id="${CSS.escape(ids[index] ?? "")}"]`)?.focus();
  const move = (index: number, by: number) => moveTo(index, index + by);
  const moveTo = (index: number, destination: number) => {
    if (destination < 0 || destination >= content.length) return;
    // The moved block keeps the focus once the list is drawn again in its new order.
    focusId.current = ids[index] ?? null;
    dispatch({ type: "move", sourceIndex: index, sourceZone: zone, destinationIndex: destination, destinationZone: zone });
    select(destination, ids[index]);
  };
  const remove = (index: number) => {
    // Focus stays in the list: on the block that takes the removed one's place.
    const next = ids[index + 1] ?? ids[index - 1] ?? null;
    setCurrent(next);
    focusId.current = next;
    dispatch({ type: "remove", index, zone });
  };
  /** The copy goes right below the block, selected and focused, as in a design tool. */
  const duplicate = (index: number) => {
    focusCopy.current = { index: index + 1, length: content.length + 1 };
    // Puck selects the copy itself.
    dispatch({ type: "duplicate", sourceIndex: index, sourceZone: zone });
  };
  const { gap, rowProps, listProps } = useListDrop(list, {
    moveTo,
    insert: (type, index) => focusNewBlock(insertBlock(dispatch, type, index)),
  });
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const { key, altKey } = event;
    if (altKey && (key === "ArrowUp" || key === "ArrowDown")) move(index, key === "ArrowUp" ? -1 : 1);
    else if (key === "ArrowUp" || key === "ArrowDown")
      focusBlock(Math.min(content.length - 1, Math.max(0, index + (key === "ArrowUp" ? -1 : 1))));
    else if (key === "Home" || key === "End") focusBlock(key === "Home" ? 0 : content.length - 1);
    else if ((event.ctrlKey || event.metaKey) && key.toLowerCase() === "d") duplicate(index);
    else if (key === "Delete" || key === "Backspace") remove(index);
    else if (key === "Enter") {
      select(index);
      focusFieldsOf(index);
    } else return;
    event.preventDefault();
  };

  return (
    <div className={styles.blocks}>
      <h2 className={styles.panelTitle}>Blocks</h2>
      <p id="studio-block-keys" className={styles.keys}>
        Keys: ↑↓ choose, Alt+↑↓ move, Ctrl+D duplicate, Delete remove, Enter edit
      </p>
      {/* A Puck drawer: a palette entry dropped here is ours to insert (list-drop.ts), not Puck's. */}
      <Drawer>
        <ol
          ref={list}
          className={`${styles.blockList} ${gap === content.length ? drop.dropAtEnd : ""}`}
          aria-label="Blocks on this page"
          {...listProps}
        >
          {content.map((item, index) => {
            const id = String(item.props.id);
            const label = labelFor(item.type);
            const summary = blockSummary(item.props);
            return (
              <li
                key={id}
                className={`${index === selected ? styles.blockSelected : styles.blockItem} ${gap === index ? drop.dropBefore : ""}`}
                {...rowProps(index)}
              >
                <button
                  type="button"
                  className={styles.blockName}
                  data-block-id={id}
                  tabIndex={id === tabStop ? 0 : -1}
                  title={summary ? `${label}: ${summary}` : label}
                  aria-current={index === selected ? "true" : undefined}
                  aria-describedby="studio-block-keys"
                  aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown Control+D Meta+D Delete Enter"
                  onFocus={() => setCurrent(id)}
                  onClick={() => select(index)}
                  onKeyDown={(event) => onKeyDown(event, index)}
                >
                  {summary ? `${label}: ${summary}` : label}
                </button>
                <span className={styles.blockActions}>
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-label={`Move ${label} up`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    tabIndex={-1}
                    aria-label={`Move ${label} down`}
                    disabled={index === content.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    ↓
                  </button>
                  <button type="button" tabIndex={-1} aria-label={`Duplicate ${label}`} onClick={() => duplicate(index)}>
                    <DuplicateIcon />
                  </button>
                  <button type="button" tabIndex={-1} aria-label={`Delete ${label}`} onClick={() => remove(index)}>
                    ✕
                  </button>
                </span>
              </li>
            );
          })}
        </ol>
      </Drawer>
      <BlockPalette />
    </div>
  );
}

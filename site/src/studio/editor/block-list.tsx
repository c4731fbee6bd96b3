"use client";
// The page's blocks as a list a keyboard can drive: select, move up/down (also Alt+↑/↓), delete, and
// add a block of any type from the schemas — the same actions the canvas offers with the mouse.
import { createUsePuck } from "@puckeditor/core";
import { useEffect, useMemo, useRef, useState } from "react";
import { labelFor } from "../fields/schema-fields";
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

export function BlockList() {
  const content = usePuck((state) => state.appState.data.content);
  const selected = usePuck((state) => state.appState.ui.itemSelector?.index);
  const dispatch = usePuck((state) => state.dispatch);
  const components = usePuck((state) => state.config.components);
  const types = useMemo(() => Object.keys(components), [components]);
  const [newType, setNewType] = useState(types[0] ?? "");
  const focusId = useRef<string | null>(null);
  const list = useRef<HTMLOListElement>(null);

  useEffect(() => {
    if (!focusId.current) return;
    list.current?.querySelector<HTMLButtonElement>(`[data-block-id="${focusId.current}"]`)?.focus();
    focusId.current = null;
  });

  const select = (index: number, id = String(content[index]?.props.id)) => {
    dispatch({ type: "setUi", ui: { itemSelector: { index, zone } } });
    // Bring the block into view on the canvas, as clicking it there would have.
    const frame = document.querySelector<HTMLIFrameElement>("#preview-frame");
    frame?.contentDocument?.querySelector(`[data-puck-component="${CSS.escape(id)}"]`)?.scrollIntoView({ block: "start" });
  };
  const move = (index: number, by: number) => {
    const destination = index + by;
    if (destination < 0 || destination >= content.length) return;
    focusId.current = String(content[index]?.props.id);
    dispatch({ type: "move", sourceIndex: index, sourceZone: zone, destinationIndex: destination, destinationZone: zone });
    select(destination, focusId.current);
  };
  const remove = (index: number) => dispatch({ type: "remove", index, zone });
  const add = () => {
    const index = selected === undefined ? content.length : selected + 1;
    dispatch({ type: "insert", componentType: newType, destinationIndex: index, destinationZone: zone });
    select(index);
  };

  return (
    <div className={styles.blocks}>
      <h2 className={styles.panelTitle}>Blocks</h2>
      <ol ref={list} className={styles.blockList} aria-label="Blocks on this page">
        {content.map((item, index) => {
          const name = `${labelFor(item.type)}${blockSummary(item.props) ? `: ${blockSummary(item.props)}` : ""}`;
          return (
            <li key={String(item.props.id)} className={index === selected ? styles.blockSelected : styles.blockItem}>
              <button
                type="button"
                className={styles.blockName}
                data-block-id={String(item.props.id)}
                aria-current={index === selected ? "true" : undefined}
                onClick={() => select(index)}
                onKeyDown={(event) => {
                  if (event.altKey && (event.key === "ArrowUp" || event.key === "ArrowDown")) {
                    event.preventDefault();
                    move(index, event.key === "ArrowUp" ? -1 : 1);
                  }
                }}
              >
                {name}
              </button>
              <span className={styles.blockActions}>
                <button type="button" aria-label={`Move ${labelFor(item.type)} up`} disabled={index === 0} onClick={() => move(index, -1)}>
                  ↑
                </button>
                <button
                  type="button"
                  aria-label={`Move ${labelFor(item.type)} down`}
                  disabled={index === content.length - 1}
                  onClick={() => move(index, 1)}
                >
                  ↓
                </button>
                <button type="button" aria-label={`Delete ${labelFor(item.type)}`} onClick={() => remove(index)}>
                  ✕
                </button>
              </span>
            </li>
          );
        })}
      </ol>
      <div className={styles.addBlock}>
        <label>
          <span>New block</span>
          <select value={newType} onChange={(event) => setNewType(event.target.value)}>
            {types.map((type) => (
              <option key={type} value={type}>
                {labelFor(type)}
              </option>
            ))}
          </select>
        </label>
        <button type="button" onClick={add}>
          Add block
        </button>
      </div>
    </div>
  );
}

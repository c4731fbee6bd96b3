"use client";
// The block palette: every block type of the schemas with a sketch and a line saying what it is for, searchable.
// An entry is Puck's own Drawer.Item, so dragging it onto the canvas is Puck's drag and drop (the block lands where
// it is dropped, with its examples: puck-config.tsx's defaultProps); the block list takes a drop too
// (list-drop.ts). Keyboard: one Tab stop, ↑/↓ go through the entries, Enter adds the block below the selected one
// (or at the end); the focus then goes to the new block in the block list and a status line says where it went.
import { createUsePuck, Drawer, useGetPuck } from "@puckeditor/core";
import { createContext, memo, useContext, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { labelFor } from "../fields/label-for";
import { blockDescriptions, searchText } from "./block-descriptions";
import { PalettePreview } from "./palette-previews";
import styles from "./block-palette.module.css";
import { focusNewBlock, insertBlock } from "./insert-block";

const usePuck = createUsePuck();
const TabStop = createContext<string | undefined>(undefined);

function PaletteEntry({ type }: { type: string }) {
  const tabStop = useContext(TabStop);
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(false);
  const name = labelFor(type);
  useLayoutEffect(() => {
    // Puck draws an entry twice: the copy with the drag ref, and one beneath that stays put while the entry is
    // dragged. The keyboard and screen readers get the first, as one button named for the block.
    const activator = ref.current?.closest<HTMLElement>("[data-puck-drawer-item]");
    if (!activator) return;
    const dragged = activator.dataset.testid !== "";
    setTop(dragged);
    if (!dragged) return void activator.setAttribute("aria-hidden", "true");
    activator.dataset.paletteType = type;
    activator.setAttribute("role", "button");
    activator.setAttribute("aria-label", name);
    activator.setAttribute("aria-describedby", `palette-${type} studio-palette-keys`);
    activator.setAttribute("tabindex", type === tabStop ? "0" : "-1");
  }, [type, name, tabStop]);
  return (
    <div ref={ref} className={styles.entry}>
      <PalettePreview type={type} />
      <span className={styles.words}>
        <span className={styles.name}>{name}</span>
        <span id={top ? `palette-${type}` : undefined} className={styles.description}>
          {blockDescriptions[type] ?? ""}
        </span>
      </span>
    </div>
  );
}

const renderEntry = ({ name }: { name: string }) => <PaletteEntry type={name} />;

/** Memoised: the block list above it draws again at every keystroke, and the palette has nothing new to show then. */
export const BlockPalette = memo(function BlockPalette() {
  const components = usePuck((state) => state.config.components);
  const getPuck = useGetPuck();
  const [query, setQuery] = useState("");
  const [current, setCurrent] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");
  const entries = useMemo(() => Object.keys(components).map((type) => ({ type, name: labelFor(type) })), [components]);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const shown = entries.filter((entry) => words.every((word) => searchText(entry.type, entry.name).includes(word)));
  const tabStop = shown.some((entry) => entry.type === current) ? (current ?? undefined) : shown[0]?.type;

  const add = (type: string) => {
    const { appState, dispatch } = getPuck();
    const selected = appState.ui.itemSelector?.index;
    const count = appState.data.content.length;
    const index = typeof selected === "number" ? selected + 1 : count;
    const id = insertBlock(dispatch, type, index);
    setAnnouncement(`${labelFor(type)} added as block ${index + 1} of ${count + 1}; its fields are open.`);
    focusNewBlock(id);
  };
  const entryElements = () => [...document.querySelectorAll<HTMLElement>("[data-palette-type]")];
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = event.target as HTMLElement;
    const type = target.dataset.paletteType;
    if (!type) return;
    const list = entryElements();
    const at = list.indexOf(target);
    const go = (index: number) => list[Math.max(0, Math.min(list.length - 1, index))]?.focus();
    if (event.key === "Enter" || event.key === " ") add(type);
    else if (event.key === "ArrowDown" || event.key === "ArrowUp") go(at + (event.key === "ArrowDown" ? 1 : -1));
    else if (event.key === "Home" || event.key === "End") go(event.key === "Home" ? 0 : list.length - 1);
    else return;
    event.preventDefault();
  };

  return (
    <section className={styles.palette} aria-labelledby="studio-palette-title">
      <h2 id="studio-palette-title" className={styles.title}>
        Add a block
      </h2>
      <label className={styles.search}>
        <span>Search blocks</span>
        <input
          type="search"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          onKeyDown={(event) => {
            if (event.key !== "ArrowDown") return;
            event.preventDefault();
            entryElements()[0]?.focus();
          }}
          aria-controls="studio-palette-entries"
        />
      </label>
      <p id="studio-palette-keys" className={styles.keys}>
        Drag onto the page or the block list, or press Enter to add below the selected block.
      </p>
      <div
        id="studio-palette-entries"
        className={styles.entries}
        onKeyDown={onKeyDown}
        onFocus={(event) => setCurrent((event.target as HTMLElement).dataset.paletteType ?? current)}
      >
        <TabStop.Provider value={tabStop}>
          <Drawer>
            {shown.map((entry) => (
              <Drawer.Item key={entry.type} name={entry.type} label={entry.name}>
                {renderEntry}
              </Drawer.Item>
            ))}
          </Drawer>
        </TabStop.Provider>
        {shown.length === 0 ? <p className={styles.none}>No block matches “{query.trim()}”.</p> : null}
      </div>
      <p role="status" className={styles.announcement}>
        {announcement}
      </p>
    </section>
  );
});

"use client";
// Drops on the block list, both ways a block is dragged there: a row of the list to another place (the browser's
// own drag and drop), and a palette entry (Puck's pointer-driven drag). The list sits in a Puck Drawer, a drop
// target Puck ignores, so Puck cancels its own drop there and we insert the block once its drag has ended (Puck
// deselects everything on a cancelled drop; inserting after that keeps the new block selected).
import { createUsePuck } from "@puckeditor/core";
import { useEffect, useRef, useState, type DragEvent, type RefObject } from "react";

const usePuck = createUsePuck();

/** The gap a drop at height `y` lands in: before the first row whose middle is below it, else after the last. */
function gapAt(list: HTMLElement, y: number): number {
  const rows = [...list.children];
  const at = rows.findIndex((row) => {
    const box = row.getBoundingClientRect();
    return y < box.top + box.height / 2;
  });
  return at === -1 ? rows.length : at;
}

function over(element: Element | null, event: PointerEvent): boolean {
  const box = element?.getBoundingClientRect();
  return !!box && event.clientX >= box.left && event.clientX <= box.right && event.clientY >= box.top && event.clientY <= box.bottom;
}

export function useListDrop(
  list: RefObject<HTMLOListElement | null>,
  actions: { moveTo: (from: number, to: number) => void; insert: (type: string, index: number) => void },
) {
  /** The gap a drop would land in now, drawn as a line; null when nothing is dragged over the list. */
  const [gap, setGap] = useState<number | null>(null);
  const row = useRef<number | null>(null);
  const palette = useRef<string | null>(null);
  const dropped = useRef<{ type: string; index: number } | null>(null);
  const dragging = usePuck((state) => state.appState.ui.isDragging);
  const draggingNow = useRef(dragging);
  draggingNow.current = dragging;
  const insert = useRef(actions.insert);
  insert.current = actions.insert;

  useEffect(() => {
    // Window, capturing: the drag library stops the pointer's events from reaching the page while it drags.
    const down = (event: PointerEvent) => {
      palette.current = (event.target as Element | null)?.closest?.<HTMLElement>("[data-palette-type]")?.dataset.paletteType ?? null;
    };
    const move = (event: PointerEvent) => {
      if (!palette.current || !list.current) return;
      setGap(over(list.current.parentElement, event) ? gapAt(list.current, event.clientY) : null);
    };
    const up = (event: PointerEvent) => {
      if (palette.current && draggingNow.current && list.current && over(list.current.parentElement, event))
        dropped.current = { type: palette.current, index: gapAt(list.current, event.clientY) };
      palette.current = null;
      setGap(null);
    };
    window.addEventListener("pointerdown", down, true);
    window.addEventListener("pointermove", move, true);
    window.addEventListener("pointerup", up, true);
    return () => {
      window.removeEventListener("pointerdown", down, true);
      window.removeEventListener("pointermove", move, true);
      window.removeEventListener("pointerup", up, true);
    };
  }, [list]);
  useEffect(() => {
    if (dragging || !dropped.current) return;
    const { type, index } = dropped.current;
    dropped.current = null;
    insert.current(type, index);
  }, [dragging]);

  const rowProps = (index: number) => ({
    draggable: true,
    onDragStart: (event: DragEvent) => {
      row.current = index;
      event.dataTransfer.effectAllowed = "move";
      event.dataTransfer.setData("text/plain", String(index));
    },
    onDragEnd: () => {
      row.current = null;
      setGap(null);
    },
  });
  const listProps = {
    onDragOver: (event: DragEvent<HTMLOListElement>) => {
      if (row.current === null) return;
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      setGap(gapAt(event.currentTarget, event.clientY));
    },
    onDrop: (event: DragEvent<HTMLOListElement>) => {
      const from = row.current;
      if (from === null) return;
      event.preventDefault();
      const to = gapAt(event.currentTarget, event.clientY);
      row.current = null;
      setGap(null);
      // The gap counts the moved row itself: below it, the rows above the gap move up by one.
      const destination = to > from ? to - 1 : to;
      if (destination !== from) actions.moveTo(from, destination);
    },
  };
  return { gap, rowProps, listProps };
}

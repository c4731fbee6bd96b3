"use client";

import { useState, type DragEvent } from "react";

/** Props that make list items draggable onto each other; a drop moves the dragged item to the drop target's place. */
export function useDragOrder(onMove: (from: number, to: number) => void, enabled: boolean) {
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);
  return (index: number) =>
    enabled
      ? {
          draggable: true,
          "data-drop-target": over === index && dragged !== index ? "true" : undefined,
          onDragStart: (event: DragEvent) => {
            event.dataTransfer.effectAllowed = "move";
            event.dataTransfer.setData("text/plain", String(index));
            setDragged(index);
          },
          onDragOver: (event: DragEvent) => {
            event.preventDefault();
            setOver(index);
          },
          onDragEnd: () => {
            setDragged(null);
            setOver(null);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            if (dragged !== null && dragged !== index) onMove(dragged, index);
            setDragged(null);
            setOver(null);
          },
        }
      : {};
}

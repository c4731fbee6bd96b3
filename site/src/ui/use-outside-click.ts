"use client";

import { useEffect, type RefObject } from "react";

/** Calls `onOutside` on a pointer press outside every given element, while `active`. */
export function useOutsideClick(refs: RefObject<HTMLElement | null>[], onOutside: () => void, active: boolean) {
  useEffect(() => {
    if (!active) return;
    const listener = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (refs.some((ref) => ref.current && target && ref.current.contains(target))) return;
      onOutside();
    };
    document.addEventListener("pointerdown", listener);
    return () => document.removeEventListener("pointerdown", listener);
  }, [refs, onOutside, active]);
}

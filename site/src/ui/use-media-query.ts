"use client";

import { useSyncExternalStore } from "react";

/** Whether a media query matches, following resizes; false during server rendering. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}

/** Breakpoints of spec §9. */
export const breakpoints = {
  desktopMenu: "(min-width: 1024px)",
  drawerAutoClose: "(max-width: 767.98px)",
  scrollLock: "(max-width: 575.98px)",
} as const;

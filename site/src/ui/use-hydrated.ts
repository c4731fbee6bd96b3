"use client";

import { useSyncExternalStore } from "react";

const noChanges = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true from the first render after: until then the
 * page's handlers are not attached (Next's scripts are async; parts of the page hydrate late, in <Activity>), and a form
 * sent natively would put its fields in the URL.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => true,
    () => false,
  );
}

import type { DropdownId } from "./dropdown";

/** Where the early script (early-menus-script.ts) leaves its handle on `window`. */
export const earlyMenusHandle = "__sfEarlyMenus";
/** What the early script leaves there for the header bar. */
type EarlyMenus = { takeOver: () => string | null };

/** Stops the early script (if it ran) and says which dropdown the visitor opened before the header hydrated. */
export function takeOverEarlyMenus(ids: readonly DropdownId[]): DropdownId | null {
  const early = (window as unknown as Record<string, EarlyMenus | undefined>)[earlyMenusHandle];
  const open = early?.takeOver() ?? null;
  return ids.find((id) => id === open) ?? null;
}

import type { DropdownId } from "./dropdown";

/** Where the early script (early-menus-script.ts) leaves its handle on `window`. */
export const earlyMenusHandle = "__sfEarlyMenus";
/** What the early script leaves there for the header bar. */
type EarlyMenus = { takeOver: () => { dropdown: string | null; drawer: boolean } };

/** Stops the early script (if it ran) and says what the visitor opened before the header hydrated. */
export function takeOverEarlyMenus(ids: readonly DropdownId[]): { dropdown: DropdownId | null; drawer: boolean } {
  const early = (window as unknown as Record<string, EarlyMenus | undefined>)[earlyMenusHandle]?.takeOver();
  return { dropdown: ids.find((id) => id === early?.dropdown) ?? null, drawer: early?.drawer ?? false };
}

import type { DropdownId } from "./dropdown";

/** Where the early script (early-menus-script.ts) leaves its handle on `window`. */
export const earlyMenusHandle = "__sfEarlyMenus";

/** The side drawer's pages: its main list, and Solutions and Resources as sub-pages. */
export type DrawerPage = "main" | "solutions" | "resources";
const drawerPages: readonly DrawerPage[] = ["main", "solutions", "resources"];

/** What the visitor left open before the header hydrated. */
export type EarlyMenusState = { dropdown: DropdownId | null; drawer: boolean; drawerPage: DrawerPage };

/** What the early script leaves there for the header bar. */
type EarlyMenus = { takeOver: () => { dropdown: string | null; drawer: boolean; drawerPage?: string } };

/** Stops the early script (if it ran) and says what the visitor opened before the header hydrated. */
export function takeOverEarlyMenus(ids: readonly DropdownId[]): EarlyMenusState {
  const early = (window as unknown as Record<string, EarlyMenus | undefined>)[earlyMenusHandle]?.takeOver();
  return {
    dropdown: ids.find((id) => id === early?.dropdown) ?? null,
    drawer: early?.drawer ?? false,
    drawerPage: (early?.drawer && drawerPages.find((page) => page === early.drawerPage)) || "main",
  };
}

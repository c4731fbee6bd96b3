import type { IslandTexts } from "@/i18n/island-texts";

/** The header islands' texts: the Header namespace, plus the layout's names of the logo link and the main menu. */
export type HeaderTexts = IslandTexts<
  | "solutions"
  | "resources"
  | "categories"
  | "featured"
  | "logIn"
  | "logOut"
  | "console"
  | "requestDemo"
  | "openMenu"
  | "closeMenu"
  | "menu"
  | "back"
  | "home"
  | "mainNavigation"
>;

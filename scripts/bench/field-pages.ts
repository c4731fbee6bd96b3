// The pages the benchmark's field visits open (field-data.ts) and the page type the site files each under.
import type { VitalRouteFamily } from "@storyfront/schemas";

/** A page the visits open, named as the speed benchmark names it, and the page type the field data files it under. */
export type FieldPage = { name: string; host: string; path: string; routeFamily: VitalRouteFamily; variant: "com" | "ru" };

/** The page types of the speed goals that visitors land on ("home, next start" is the same page on another server). */
export const fieldPages: FieldPage[] = [
  { name: "home", host: "storyfront.com", path: "/", routeFamily: "home", variant: "com" },
  { name: "industry landing", host: "storyfront.com", path: "/solutions/fintech", routeFamily: "solution", variant: "com" },
  { name: "blog article", host: "storyfront.com", path: "/blog/holiday-calendar-mechanics", routeFamily: "blog-article", variant: "com" },
  { name: "pricing", host: "storyfront.com", path: "/pricing", routeFamily: "pricing", variant: "com" },
  { name: "sales", host: "storyfront.com", path: "/sales", routeFamily: "sales", variant: "com" },
  { name: "ru home", host: "storyfront.ru", path: "/", routeFamily: "home", variant: "ru" },
];

import { getLandingByPath } from "@/page-data/content";
import type { Locale } from "@/i18n/locales";
import { draftsVisible } from "@/preview/drafts";

/** The landing at a fixed route ("/", "/enterprise") in the locale; none where that locale has no file, or it is a hidden draft. */
export async function landingPage(routePath: string, locale: Locale) {
  const landing = getLandingByPath(routePath, locale);
  if (!landing || (landing.landing.draft && !(await draftsVisible()))) return undefined;
  return landing;
}

export type LandingPage = NonNullable<Awaited<ReturnType<typeof landingPage>>>;

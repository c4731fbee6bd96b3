import { islandTexts } from "@/i18n/island-texts";
import type { Locale } from "@/i18n/locales";
import type { ErrorTexts } from "./error-texts";

/** The error pages' texts in a locale: what the root layout hands the boundaries, and what server error pages show. */
export async function loadErrorTexts(locale: Locale): Promise<ErrorTexts> {
  return {
    ...(await islandTexts(locale, "Errors", ["notFound", "gone", "forbidden", "generic", "goHome", "fetchFailed", "tryAgain"])),
    ...(await islandTexts(locale, "Layout", ["home"])),
  };
}

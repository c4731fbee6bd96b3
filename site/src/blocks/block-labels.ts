import { defaultBlockLabels, type BlockLabels } from "@storyfront/renderer";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";

/** The renderer's interface labels (show more, read the story…) from the Blocks namespace of the catalogue. */
export async function blockLabels(locale: Locale): Promise<BlockLabels> {
  const t = await getTranslations({ locale, namespace: "Blocks" });
  const keys = Object.keys(defaultBlockLabels) as (keyof BlockLabels)[];
  // Some labels are templates the renderer fills ({count}): formatting with the placeholder as its own value
  // keeps it for the renderer (t.raw is not available, the messages are precompiled).
  const templateArgs = { count: "{count}" };
  return Object.fromEntries(keys.map((key) => [key, t.has(key) ? t(key, templateArgs) : defaultBlockLabels[key]])) as BlockLabels;
}

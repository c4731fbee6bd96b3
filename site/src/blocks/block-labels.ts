import { defaultBlockLabels, type BlockLabels } from "@storyfront/renderer";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";

/** The renderer's interface labels (show more, read the story…) from the Blocks namespace of the catalogue. */
export async function blockLabels(locale: Locale): Promise<BlockLabels> {
  const t = await getTranslations({ locale, namespace: "Blocks" });
  const keys = Object.keys(defaultBlockLabels) as (keyof BlockLabels)[];
  // Raw texts: some labels are templates the renderer fills ({count}), not ICU messages formatted here.
  return Object.fromEntries(keys.map((key) => [key, t.has(key) ? String(t.raw(key)) : defaultBlockLabels[key]])) as BlockLabels;
}

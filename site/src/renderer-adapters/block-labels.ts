import { defaultBlockLabels, type BlockLabels } from "@storyfront/renderer";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";

const templateValues = { count: "{count}" };

/** The renderer's interface labels (show more, read the story…) from the Blocks namespace of the catalogue. */
export async function blockLabels(locale: Locale): Promise<BlockLabels> {
  const t = await getTranslations({ locale, namespace: "Blocks" });
  const keys = Object.keys(defaultBlockLabels) as (keyof BlockLabels)[];
  // Some labels are templates the renderer fills ({count}): formatted with the placeholder itself as the value, they
  // keep it. (Not t.raw: the catalogues reach next-intl precompiled, so a raw message is no longer its text.)
  return Object.fromEntries(keys.map((key) => [key, t.has(key) ? t(key, templateValues) : defaultBlockLabels[key]])) as BlockLabels;
}

// The renderer's interface labels for the canvas, read from the locale's raw message catalogue: the site's
// blockLabels goes through next-intl, whose precompiled messages refuse t.raw outside the site's own layouts.
import { defaultBlockLabels, type BlockLabels } from "@storyfront/renderer";
import type { Locale } from "@/i18n/locales";
import { loadMessages } from "@/i18n/messages";

export async function studioBlockLabels(locale: Locale): Promise<BlockLabels> {
  const blocks = ((await loadMessages(locale)).Blocks ?? {}) as Record<string, unknown>;
  const keys = Object.keys(defaultBlockLabels) as (keyof BlockLabels)[];
  return Object.fromEntries(
    keys.map((key) => [key, typeof blocks[key] === "string" ? blocks[key] : defaultBlockLabels[key]]),
  ) as BlockLabels;
}

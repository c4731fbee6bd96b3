import type { SiteSettings } from "@storyfront/schemas";
import { getSiteSettings } from "@/page-data/content";
import type { Locale } from "@/i18n/locales";

/**
 * Site settings (navigation, docs links, social links, banners) through the content loader, which
 * validates content/settings with its zod schema.
 */
export function loadSettings(locale: Locale): SiteSettings {
  return getSiteSettings(locale);
}

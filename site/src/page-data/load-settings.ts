import type { SiteSettings } from "@storyfront/schemas";
import { getSiteSettings } from "@/page-data/content";
import type { Locale } from "@/i18n/locales";
import { isPreviewBuild } from "@/preview/preview-build";
import { withoutDraftLinks } from "@/preview/drafts";

/**
 * Site settings (navigation, docs links, social links, banners) through the content loader, which
 * validates content/settings with its zod schema. Outside preview builds, links to draft pages are left out.
 */
export function loadSettings(locale: Locale): SiteSettings {
  const settings = getSiteSettings(locale);
  return isPreviewBuild() ? settings : withoutDraftLinks(settings);
}

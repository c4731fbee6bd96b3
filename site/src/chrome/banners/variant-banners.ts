import type { SiteSettings } from "@storyfront/schemas";
import { linkAvailableOn } from "@storyfront/schemas/route-table/variant-routes";
import { variantOfLocale, type Locale } from "@/i18n/locales";

type Banners = SiteSettings["banners"];

/**
 * The banners as one variant shows them: a banner that promotes a page the variant does not have
 * (the ru variant has no white papers) is off there, so no page links to a 404.
 */
export function variantBanners(banners: Banners, locale: Locale): Banners {
  const variant = variantOfLocale(locale);
  return {
    ...banners,
    top: { ...banners.top, enabled: banners.top.enabled && linkAvailableOn(variant, banners.top.button.href) },
    secondTop: { ...banners.secondTop, enabled: banners.secondTop.enabled && linkAvailableOn(variant, banners.secondTop.button.href) },
    runningLine: { ...banners.runningLine, enabled: banners.runningLine.enabled && linkAvailableOn(variant, banners.runningLine.href) },
  };
}

// The metadata every indexable page carries: title, description, canonical, hreflang (alternateLinks,
// the one function shared with the sitemap), Open Graph and Twitter card with the page's PNG social card.
// It also announces the page's locale paths to the footer's language switch.
import { localeRegistry } from "@storyfront/schemas/locales/registry";
import type { Metadata } from "next";
import type { DomainInfo } from "@/domain/domain-info";
import { announceAlternates } from "@/i18n/announced-alternates";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { alternateLinks, routeLocalePaths } from "@/i18n/route-locale-paths";
import { announcedLocales } from "@/page-data/content/announcement";
import { socialCardPath } from "./social-card-url";

export interface PageMetadataInput {
  domain: Pick<DomainInfo, "baseUrl" | "availableLocales" | "defaultLocale">;
  locale: Locale;
  routePath: string;
  /** `absolute` skips the layout's "… | Storyfront" template (the text already names the site). */
  title: string | { absolute: string };
  description: string;
  /** Locales that have the page (content files or the API's `languages`); leave out when all have it. */
  languages?: readonly string[];
  type?: "website" | "article";
  /** A page in one language still names it in hreflang (API articles do). */
  selfAlternate?: boolean;
  /** False for a page search engines should not index (a listing with nothing in it): noindex, links still followed. */
  indexable?: boolean;
  extra?: Metadata;
}

export function pageMetadata({
  domain,
  locale,
  routePath,
  title,
  description,
  languages,
  type = "website",
  selfAlternate = false,
  indexable = true,
  extra = {},
}: PageMetadataInput): Metadata {
  // Only where the page is complete (pageCompleteness): a content page that still shows English is not announced.
  const paths = routeLocalePaths(routePath, announcedLocales(routePath, domain.availableLocales), languages);
  const text = typeof title === "string" ? title : title.absolute;
  announceAlternates({ routePath, paths, title: text, description, baseUrl: domain.baseUrl, ownStructuredData: type === "article" });
  // A page shown in a locale without its own translation (English fallback) points search engines at the original.
  const canonicalPath = paths[locale] ?? paths[domain.defaultLocale] ?? localePath(locale, routePath);
  const canonical = new URL(canonicalPath, domain.baseUrl).toString();
  const cardLocale = paths[locale] ? locale : paths[domain.defaultLocale] ? domain.defaultLocale : locale;
  const card = {
    url: new URL(socialCardPath(cardLocale, routePath), domain.baseUrl).toString(),
    width: 1200,
    height: 630,
    type: "image/png",
  };
  return {
    title,
    description,
    ...extra,
    ...(indexable ? {} : { robots: { index: false, follow: true } }),
    alternates: { canonical, languages: alternateLinks(paths, domain, selfAlternate) },
    openGraph: {
      type,
      title: text,
      description,
      url: canonical,
      siteName: "Storyfront",
      locale: localeRegistry.facts(locale).openGraph,
      images: [card],
    },
    twitter: { card: "summary_large_image", title: text, description, images: [card.url] },
  };
}

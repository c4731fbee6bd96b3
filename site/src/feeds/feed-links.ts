// <link rel="alternate" type="application/rss+xml|atom+xml"> in the head of the blog and press pages, through Next's
// metadata (alternates.types), so feed readers and browsers find the section's feeds in the page's locale.
import type { Metadata } from "next";
import type { DomainInfo } from "@/domain/domain-info";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { feedPath, type FeedSection } from "./feed-paths";

export function withFeedLinks(metadata: Metadata, domain: Pick<DomainInfo, "baseUrl">, locale: Locale, section: FeedSection): Metadata {
  const url = (format: "rss" | "atom") => `${domain.baseUrl}${localePath(locale, feedPath(section, format))}`;
  return {
    ...metadata,
    alternates: {
      ...metadata.alternates,
      types: { ...metadata.alternates?.types, "application/rss+xml": url("rss"), "application/atom+xml": url("atom") },
    },
  };
}

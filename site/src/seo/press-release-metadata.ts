import type { Metadata } from "next";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { pressReleasesPath } from "@/page-data/blog-route";
import { loadArticle, pressReleaseTypes } from "@/page-data/load-article";
import { articleMetadata } from "./article-metadata";

/** Metadata of /press-releases/{slug}; none when the API fails (the page shows its own error). */
export async function pressReleaseMetadata(domain: DomainInfo, locale: Locale, slug: string): Promise<Metadata> {
  try {
    const { page } = await loadArticle(domain, locale, slug, pressReleaseTypes);
    return articleMetadata(page, `${pressReleasesPath}/${page.slug}`, domain, locale);
  } catch {
    return {};
  }
}

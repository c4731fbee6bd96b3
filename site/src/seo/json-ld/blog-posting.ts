import type { Page } from "@storyfront/schemas";
import type { BlogPosting, Organization, WithContext } from "schema-dts";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** The site's own suffix on SEO titles (" | Storyfront"): a headline names the article, not the site. */
const siteSuffix = /\s*[|–—-]\s*Storyfront\s*$/i;

/** The publisher every article names: the organisation behind the site, with its address and logo. */
export function publisher(baseUrl: string): Organization {
  return {
    "@type": "Organization",
    name: "Storyfront",
    url: new URL("/", baseUrl).toString(),
    logo: { "@type": "ImageObject", url: new URL("/favicon.svg", baseUrl).toString() },
  };
}

/** A blog article, web story or press release: headline, author, dates and image, in its language. */
export function blogPostingJsonLd(page: Page, locale: Locale, domain: Pick<DomainInfo, "baseUrl">, url: string): WithContext<BlogPosting> {
  const images = [page.image?.desktop, page.imageSquare, page.image?.webp].filter((value): value is string => Boolean(value));
  const image = [...new Set(images.map((src) => new URL(src, domain.baseUrl).toString()))];
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: page.title || (page.seoTitle ?? "").replace(siteSuffix, ""),
    description: page.seoDescription || page.description,
    inLanguage: locale,
    datePublished: iso(page.timestamp || page.createdAt),
    dateModified: iso(page.updatedAt),
    ...(image.length > 0 ? { image } : {}),
    author: page.author
      ? { "@type": "Person", name: page.author, ...(page.authorSubtitle ? { jobTitle: page.authorSubtitle } : {}) }
      : publisher(domain.baseUrl),
    publisher: publisher(domain.baseUrl),
    url,
    mainEntityOfPage: url,
  };
}

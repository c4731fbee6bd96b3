import type { Page } from "@storyfront/schemas";
import type { BlogPosting, WithContext } from "schema-dts";
import type { Locale } from "@/i18n/locales";

const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString();

/** A blog article, web story or press release: headline, author, dates and image, in its language. */
export function blogPostingJsonLd(page: Page, locale: Locale, url?: string): WithContext<BlogPosting> {
  const image = [page.image?.desktop, page.imageSquare].filter((value): value is string => Boolean(value));
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: page.seoTitle || page.title,
    description: page.seoDescription || page.description,
    inLanguage: locale,
    datePublished: iso(page.timestamp || page.createdAt),
    dateModified: iso(page.updatedAt),
    ...(image.length > 0 ? { image } : {}),
    author: page.author ? { "@type": "Person", name: page.author, ...(page.authorSubtitle ? { jobTitle: page.authorSubtitle } : {}) } : { "@type": "Organization", name: "Storyfront" },
    publisher: { "@type": "Organization", name: "Storyfront" },
    ...(url ? { url, mainEntityOfPage: url } : {}),
  };
}

import type { CollectionPage, ContactPage, WebPage, WithContext } from "schema-dts";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { isListing } from "@/page-data/listing-routes";

/** Pages that write their own structured data (home: Organization and WebSite; FAQPage; the pricing offers). */
const ownStructuredData = new Set(["/", "/faq", "/pricing", "/prices"]);
/** Pages that list cards of one kind besides the API listings: a CollectionPage, like the blog. */
const contentLists = new Set(["/case-studies", "/white-papers", "/solutions", "/use-cases"]);

export type WebPageKind = "WebPage" | "CollectionPage" | "ContactPage";

/** The schema.org type a page is, or null when it writes its own structured data. */
export function webPageKind(routePath: string): WebPageKind | null {
  if (ownStructuredData.has(routePath)) return null;
  if (routePath === "/sales") return "ContactPage";
  return isListing(routePath) || contentLists.has(routePath) ? "CollectionPage" : "WebPage";
}

/** The page as a WebPage (or the subtype it is) of the site, published by the organization the home page describes. */
export function webPageJsonLd(
  baseUrl: string,
  locale: Locale,
  routePath: string,
  kind: WebPageKind,
  texts: { name: string; description?: string; siteName: string },
): WithContext<WebPage | CollectionPage | ContactPage> {
  const root = new URL("/", baseUrl).toString();
  return {
    "@context": "https://schema.org",
    "@type": kind,
    name: texts.name,
    ...(texts.description ? { description: texts.description } : {}),
    url: new URL(localePath(locale, routePath), baseUrl).toString(),
    inLanguage: locale,
    isPartOf: { "@type": "WebSite", name: texts.siteName, url: new URL(localePath(locale, "/"), baseUrl).toString() },
    publisher: { "@type": "Organization", "@id": `${root}#organization`, name: texts.siteName, url: root },
  } as WithContext<WebPage | CollectionPage | ContactPage>;
}

import { getTranslations } from "next-intl/server";
import type { AnnouncedAlternates } from "@/i18n/announced-alternates";
import type { Locale } from "@/i18n/locales";
import { breadcrumbJsonLd, breadcrumbSections } from "./breadcrumbs";
import { JsonLd } from "./json-ld-script";
import { webPageJsonLd, webPageKind } from "./web-page";

/**
 * The structured data every page has, from what its metadata announced (route, title, description, base URL): the
 * WebPage (or CollectionPage, ContactPage) it is, unless it writes its own, and the BreadcrumbList of a nested page.
 */
export async function PageJsonLd({ announced, locale }: { announced: AnnouncedAlternates | null; locale: Locale }) {
  if (!announced?.title || !announced.baseUrl) return null;
  const metadata = await getTranslations({ locale, namespace: "Metadata" });
  const sections = await Promise.all(
    breadcrumbSections.map(
      // message-keys: route-table:breadcrumbs
      async ({ section, messages, key }) => [section, (await getTranslations({ locale, namespace: messages }))(key)] as const,
    ),
  );
  const names = { home: metadata("siteName"), sections: Object.fromEntries(sections) };
  const breadcrumb = breadcrumbJsonLd(announced.baseUrl, locale, announced.routePath, announced.title, names);
  const kind = announced.ownStructuredData ? null : webPageKind(announced.routePath);
  const page =
    kind &&
    webPageJsonLd(announced.baseUrl, locale, announced.routePath, kind, {
      name: announced.title,
      description: announced.description,
      siteName: metadata("siteName"),
    });
  const data = [page, breadcrumb].filter((item) => item !== null);
  return data.length > 0 && <JsonLd data={data} />;
}

import { getTranslations } from "next-intl/server";
import type { AnnouncedAlternates } from "@/i18n/announced-alternates";
import type { Locale } from "@/i18n/locales";
import { breadcrumbJsonLd, breadcrumbSections } from "./breadcrumbs";
import { JsonLd } from "./json-ld-script";

/** BreadcrumbList of a nested page, from what its metadata announced (route, title, base URL). */
export async function BreadcrumbJsonLd({ announced, locale }: { announced: AnnouncedAlternates | null; locale: Locale }) {
  if (!announced?.title || !announced.baseUrl) return null;
  const metadata = await getTranslations({ locale, namespace: "Metadata" });
  const sections = await Promise.all(
    breadcrumbSections.map(
      // message-keys: route-table:breadcrumbs
      async ({ section, messages, key }) => [section, (await getTranslations({ locale, namespace: messages }))(key)] as const,
    ),
  );
  const names = { home: metadata("siteName"), sections: Object.fromEntries(sections) };
  const data = breadcrumbJsonLd(announced.baseUrl, locale, announced.routePath, announced.title, names);
  return data && <JsonLd data={data} />;
}

import { getTranslations } from "next-intl/server";
import type { AnnouncedAlternates } from "@/i18n/announced-alternates";
import type { Locale } from "@/i18n/locales";
import { breadcrumbJsonLd } from "./breadcrumbs";
import { JsonLd } from "./json-ld-script";

/** BreadcrumbList of a nested page, from what its metadata announced (route, title, base URL). */
export async function BreadcrumbJsonLd({ announced, locale }: { announced: AnnouncedAlternates | null; locale: Locale }) {
  if (!announced?.title || !announced.baseUrl) return null;
  const [header, press, metadata] = await Promise.all([
    getTranslations({ locale, namespace: "Header" }),
    getTranslations({ locale, namespace: "PressReleases" }),
    getTranslations({ locale, namespace: "Metadata" }),
  ]);
  const data = breadcrumbJsonLd(announced.baseUrl, locale, announced.routePath, announced.title, {
    home: metadata("siteName"),
    sections: { solutions: header("solutions"), "case-studies": header("caseStudies"), "white-papers": header("whitePapers"), blog: header("blog"), "press-releases": press("title") },
  });
  return data && <JsonLd data={data} />;
}

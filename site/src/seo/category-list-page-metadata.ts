import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { blogPaths, listPagePath } from "@/page-data/blog-route";
import { pageMetadata } from "./page-metadata";

/** Metadata of /blog/category-{category}/page-{n}: a later page of a category. */
export async function categoryListPageMetadata(domain: DomainInfo, locale: Locale, category: string, page: number): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "Blog" });
  // How many list pages a language has depends on its articles: claim no translation of page n.
  return pageMetadata({
    domain,
    locale,
    routePath: listPagePath(blogPaths.category(category), page),
    title: `${t("categoryTitle", { category })} – ${page}`,
    description: t("metaDescription"),
    languages: [locale],
  });
}

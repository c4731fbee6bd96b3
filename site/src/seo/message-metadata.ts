import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { contentMetadata } from "./content-metadata";
import { pageDomain, type PageParams } from "@/domain/page-domain";
import type { Locale } from "@/i18n/locales";

/** Metadata of a list page whose title and description live in the Content catalogue (seo.<page>.title…). */
export async function messageMetadata(
  params: Promise<PageParams>,
  routePath: string,
  page: string,
  contentLocales?: readonly Locale[],
): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved || (contentLocales && !contentLocales.includes(resolved.locale))) return {};
  const t = await getTranslations({ locale: resolved.locale, namespace: "Content" });
  const seo = { title: t(`seo.${page}.title`), description: t(`seo.${page}.description`) };
  return contentMetadata({ ...resolved, routePath, seo, contentLocales });
}

// The title a page shows, found from its route alone: what the social card of that page draws. Only
// known pages get their own title; anything else gets the site's default title, so no text of the
// request is ever drawn.
import { matchRoute, type LegalPage } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import { getCategory, getPage, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { getCaseStudy, getLandingByPath, getLegalPage } from "@/page-data/content";
import { faqFor } from "@/page-data/faq-content";
import { findSolution } from "@/page-data/solution-content";
import { findWhitePaper } from "@/page-data/white-paper-lookup";
import { pageExistence } from "@/page-index/page-existence";

const legalSlugs = new Set<string>(["legal", "policy", "terms", "offer"]);

/** A list page's title from the message catalogue the route table names for it. */
async function catalogueTitle(locale: Locale, routePath: string): Promise<string | undefined> {
  const title = matchRoute(routePath)?.family.title;
  if (!title || typeof title === "string") return undefined;
  // message-keys: route-table:title
  return (await getTranslations({ locale, namespace: title.messages }))(title.key);
}

async function apiTitle(domain: DomainInfo, locale: Locale, routePath: string): Promise<string | undefined> {
  const existence = pageExistence(domain, locale, routePath);
  if (existence.kind !== "ask-api") return undefined;
  const api = serverApi(domain, locale);
  try {
    const { lookup } = existence;
    if (lookup.kind === "page") return (await getPage(api, lookup.idOrSlug)).title;
    if (lookup.kind === "category") return (await getCategory(api, lookup.idOrSlug)).title ?? undefined;
  } catch {
    // No such page or the API is away: the default title.
  }
  return undefined;
}

function contentTitle(domain: DomainInfo, locale: Locale, routePath: string): string | undefined {
  if (pageExistence(domain, locale, routePath).kind !== "page") return undefined;
  const landing = getLandingByPath(routePath, locale);
  if (landing) return landing.landing.seo.title;
  const [first = "", second, ...rest] = routePath.split("/").slice(1);
  if (rest.length > 0) return undefined;
  if (second === undefined) {
    if (first === "faq") return faqFor(locale).faq.title;
    if (legalSlugs.has(first))
      return (getLegalPage(first as LegalPage["slug"], locale) ?? getLegalPage(first as LegalPage["slug"], "en"))?.page.title;
    return findSolution(first, locale)?.seo.title;
  }
  if (first === "solutions") return findSolution(second, locale)?.seo.title;
  if (first === "case-studies") return getCaseStudy(second)?.title;
  if (first === "white-papers") return findWhitePaper(second, locale)?.paper.name;
  return undefined;
}

/** The page's title in the locale, else the site's default title. */
export async function pageTitle(domain: DomainInfo, locale: Locale, routePath: string): Promise<string> {
  if (pageExistence(domain, locale, routePath).kind !== "missing") {
    const found =
      contentTitle(domain, locale, routePath) ?? (await catalogueTitle(locale, routePath)) ?? (await apiTitle(domain, locale, routePath));
    if (found) return found;
  }
  return (await getTranslations({ locale, namespace: "Metadata" }))("defaultTitle");
}

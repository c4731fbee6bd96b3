// The title a page shows, found from its route alone: what the social card of that page draws. Only
// known pages get their own title; anything else gets the site's default title, so no text of the
// request is ever drawn.
import { matchRoute } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import { getCategory, getPage, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { getLandingByPath } from "@/page-data/content";
import { pageExistence } from "@/page-existence/page-existence";
import { entryTitles } from "./entry-titles";

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

/** A landing's title, or the title of the content entry the route table says the page shows. */
function contentTitle(domain: DomainInfo, locale: Locale, routePath: string): string | undefined {
  if (pageExistence(domain, locale, routePath).kind !== "page") return undefined;
  const landing = getLandingByPath(routePath, locale);
  if (landing) return landing.landing.seo.title;
  const match = matchRoute(routePath);
  if (match?.family.title !== "content") return undefined;
  const { slugs } = match.family;
  if (slugs.from === "content") return entryTitles[slugs.collection]?.(match.params[0] ?? "", locale);
  if (slugs.from === "entry") return entryTitles[slugs.collection]?.(slugs.slug, locale);
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

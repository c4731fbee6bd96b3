import { PageType } from "@storyfront/schemas";
import { listPages, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";

/**
 * `/game` and `/s` without an id (spec §2.1 `{id?}`): an index of that kind's items rather than a 404.
 * Games are the web stories (type 5) in their `order`; short items are the landing pages (type 9), newest first.
 */
const indexedKinds = {
  "/game": { type: PageType.webStory, sort: "order", title: "gameIndexTitle", intro: "gameIndexIntro" },
  "/s": { type: PageType.landingPage, sort: "-created_at", title: "itemIndexTitle", intro: "itemIndexIntro" },
} as const;

/** What an index is called, in the ApiPages messages. */
export const itemIndexTexts = (prefix: ItemPrefix) => ({ title: indexedKinds[prefix].title, intro: indexedKinds[prefix].intro });

export type ItemPrefix = keyof typeof indexedKinds;

export async function loadApiItemIndex(domain: DomainInfo, locale: Locale, prefix: ItemPrefix) {
  const { type, sort } = indexedKinds[prefix];
  const list = await listPages(serverApi(domain, locale), { type, sort, "per-page": 50 });
  return list.items;
}

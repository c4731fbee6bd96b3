import { PageType } from "@storyfront/schemas";
import { listPages, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";

/** /blog/stories: web stories (page type 5) in their editorial order. */
export async function loadStories(domain: DomainInfo, locale: Locale) {
  const stories = await listPages(serverApi(domain, locale), { type: PageType.webStory, sort: "order", "per-page": 48 });
  return stories.items;
}

import { PageType } from "@storyfront/schemas";
import { listPages, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";

/** /press-releases: press releases (page type 6), newest first. */
export async function loadPressReleases(domain: DomainInfo, locale: Locale) {
  const list = await listPages(serverApi(domain, locale), { type: PageType.pressRelease, sort: "-created_at", "per-page": 50 });
  return list.items;
}

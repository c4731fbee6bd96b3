import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { loadApiItem } from "./load-api-item";
import { loadStoryStyles } from "./story-project";

/** `/game/{id}` and `/s/{id}`: one API page by id or slug, with the project's story styles. */
export async function loadApiItemPage(domain: DomainInfo, locale: Locale, id: string) {
  const page = await loadApiItem(domain, locale, id);
  // Asked once the page is known to exist: a 404 makes no call for styles.
  return { page, styles: await loadStoryStyles(domain, locale) };
}

export type ApiItemPage = Awaited<ReturnType<typeof loadApiItemPage>>;

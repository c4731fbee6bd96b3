import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { loadApiItem } from "./load-api-item";
import { loadStoryStyles } from "./story-project";

/** `/game/{id}` and `/s/{id}`: one API page by id or slug, with the project's story styles. */
export async function loadApiItemPage(domain: DomainInfo, locale: Locale, id: string) {
  const [page, styles] = await Promise.all([loadApiItem(domain, locale, id), loadStoryStyles(domain, locale)]);
  return { page, styles };
}

export type ApiItemPage = Awaited<ReturnType<typeof loadApiItemPage>>;

import type { PageCategory } from "@storyfront/schemas";
import { notFound } from "next/navigation";
import { getCategory, isApiNotFound, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";

/** A blog category by id or slug; one the API does not know is a 404. */
export async function loadCategory(domain: DomainInfo, locale: Locale, idOrSlug: string): Promise<PageCategory> {
  try {
    return await getCategory(serverApi(domain, locale), idOrSlug);
  } catch (error) {
    if (isApiNotFound(error)) notFound();
    throw error;
  }
}

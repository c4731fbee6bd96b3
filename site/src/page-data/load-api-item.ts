import type { Page } from "@storyfront/schemas";
import { notFound } from "next/navigation";
import { getPage, isApiNotFound, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { withDraftCredential } from "@/preview/draft-api";

/**
 * An API page by id or slug in the page's language (unpublished ones too in draft mode); missing there is a
 * 404, other failures go to the boundary.
 */
export async function loadApiItem(domain: DomainInfo, locale: Locale, id: string): Promise<Page> {
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(id)) notFound();
  try {
    return await getPage(await withDraftCredential(serverApi(domain, locale)), id);
  } catch (error) {
    if (isApiNotFound(error)) notFound();
    throw error;
  }
}

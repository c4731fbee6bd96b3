import { PageType } from "@storyfront/schemas";
import type { Metadata } from "next";
import { pageDomain, type PageParams } from "@/domain/page-domain";
import type { ItemPrefix } from "@/page-data/api-item-index";
import { loadApiItem } from "@/page-data/load-api-item";
import { pageExistence } from "@/page-existence/page-existence";
import { articleMetadata } from "./article-metadata";

/** Metadata of `/game/{id}` and `/s/{id}`; none when the API fails (the page shows its own error). */
export async function apiItemMetadata(params: Promise<PageParams & { id: string }>, prefix: ItemPrefix): Promise<Metadata> {
  const raw = await params;
  const resolved = pageDomain(raw);
  if (!resolved) return {};
  try {
    const page = await loadApiItem(resolved.domain, resolved.locale, raw.id);
    // A landing (type 9) shown as a short item is the page the menus link at /solutions/{slug}: its canonical
    // and the sitemap name that URL, never /s/{id} as a second one (ru has no /solutions: its own URL stays).
    const landingAt =
      prefix === "/s" &&
      page.type === PageType.landingPage &&
      pageExistence(resolved.domain, resolved.locale, `/solutions/${page.slug}`).kind === "ask-api";
    return articleMetadata(page, landingAt ? `/solutions/${page.slug}` : `${prefix}/${raw.id}`, resolved.domain, resolved.locale);
  } catch {
    return {};
  }
}

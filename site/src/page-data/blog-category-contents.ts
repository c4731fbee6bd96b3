import { listBlogCategories, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { ListingFilled } from "./listing-contents";

/** Whether a blog category (slug or id) has articles in a locale: the API lists only categories that do. */
export const categoryFilled =
  (domain: DomainInfo, category: string): ListingFilled =>
  async (locale) =>
    (await listBlogCategories(serverApi(domain, locale))).some((entry) => entry.slug === category || String(entry.id) === category);

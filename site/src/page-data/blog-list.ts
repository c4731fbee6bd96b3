import { PageType, type PageCategory } from "@storyfront/schemas";
import { notFound } from "next/navigation";
import { listBlogCategories, listPages, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { blogPaths, blogPerPage } from "./blog-route";
import { fixedListingFilled } from "./listing-contents";

/** /blog, /blog/page-{n} and /blog/category-{category}[/page-{n}]: the page's cards and every category. */
export async function loadBlogList(domain: DomainInfo, locale: Locale, page: number, category?: PageCategory) {
  const api = serverApi(domain, locale);
  const [list, categories, hasStories] = await Promise.all([
    listPages(api, { type: PageType.blog, page, "per-page": blogPerPage, sort: "-created_at", expand: ["tags"], category: category?.slug }),
    listBlogCategories(api),
    // The toolbar links the web stories only where there are some in the language.
    fixedListingFilled(domain, blogPaths.stories)(locale),
  ]);
  // A page past the end is not a page (a first page may be empty).
  if (page > 1 && page > list.pagination.pageCount) notFound();
  return { page, category, list, categories, hasStories };
}

export type BlogList = Awaited<ReturnType<typeof loadBlogList>>;

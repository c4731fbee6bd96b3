import { PageType, type PageCategory } from "@storyfront/schemas";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { listBlogCategories, listPages, serverApi } from "@/api-client";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";
import { BlogCard } from "./blog-card";
import { BlogCategories } from "./blog-categories";
import { BlogPagination } from "./blog-pagination";
import { blogPaths } from "@/page-data/blog-route";
import styles from "./blog.module.css";

export const blogPerPage = 9;

type Props = { domain: DomainInfo; locale: Locale; page: number; category?: PageCategory };

/** /blog, /blog/page-{n} and /blog/category-{category}[/page-{n}]: cards, categories, pagination. */
export async function BlogListView({ domain, locale, page, category }: Props) {
  const api = serverApi(domain, locale);
  const [list, categories, t] = await Promise.all([
    listPages(api, { type: PageType.blog, page, "per-page": blogPerPage, sort: "-created_at", expand: ["tags"], category: category?.slug }),
    listBlogCategories(api),
    getTranslations({ locale, namespace: "Blog" }),
  ]);
  // A page past the end is not a page (a first page may be empty).
  if (page > 1 && page > list.pagination.pageCount) notFound();
  const basePath = category ? blogPaths.category(category.slug) : blogPaths.list;
  return (
    <>
      <header className={styles.intro}>
        <h1>{category?.title ? t("categoryTitle", { category: category.title }) : t("title")}</h1>
        <p>{t("subtitle")}</p>
      </header>
      <div className={styles.toolbar}>
        <a href={localePath(locale, blogPaths.search)}>{t("search")}</a>
        <a href={localePath(locale, blogPaths.stories)}>{t("stories")}</a>
      </div>
      <BlogCategories categories={categories} current={category?.slug} locale={locale} />
      {list.items.length === 0 ? (
        <p className={styles.empty}>{t("empty")}</p>
      ) : (
        <ul className={styles.grid}>
          {list.items.map((item) => (
            <li key={item.id}>
              <BlogCard page={item} locale={locale} href={blogPaths.article(item.slug)} />
            </li>
          ))}
        </ul>
      )}
      <BlogPagination pagination={list.pagination} basePath={basePath} locale={locale} />
    </>
  );
}

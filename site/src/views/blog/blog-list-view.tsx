import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";
import { BlogCard } from "./blog-card";
import { BlogCategories } from "./blog-categories";
import { BlogPagination } from "./blog-pagination";
import { blogPaths } from "@/page-data/blog-route";
import type { BlogList } from "@/page-data/blog-list";
import styles from "./blog.module.css";

type Props = { locale: Locale; blog: BlogList };

/** /blog, /blog/page-{n} and /blog/category-{category}[/page-{n}]: cards, categories, pagination. */
export async function BlogListView({ locale, blog: { category, list, categories, hasStories } }: Props) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  const basePath = category ? blogPaths.category(category.slug) : blogPaths.list;
  return (
    <>
      <header className={styles.intro}>
        <h1>{category?.title ? t("categoryTitle", { category: category.title }) : t("title")}</h1>
        <p>{t("subtitle")}</p>
      </header>
      <div className={styles.toolbar}>
        <a href={localePath(locale, blogPaths.search)}>{t("search")}</a>
        {hasStories && <a href={localePath(locale, blogPaths.stories)}>{t("stories")}</a>}
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

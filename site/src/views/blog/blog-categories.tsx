import type { PageCategory } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";
import styles from "./blog.module.css";
import { blogPaths } from "@/page-data/blog-route";

type Props = { categories: PageCategory[]; current?: string; locale: Locale };

/** The blog's categories (those with a title in the language) as filter links. */
export async function BlogCategories({ categories, current, locale }: Props) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  return (
    <nav className={styles.categories} aria-label={t("categories")}>
      <ul className={styles.categoryList}>
        <li>
          <a
            className={styles.categoryLink}
            href={localePath(locale, blogPaths.list)}
            aria-current={current === undefined ? "page" : undefined}
          >
            {t("allArticles")}
          </a>
        </li>
        {categories.map((category) => (
          <li key={category.id}>
            <a
              className={styles.categoryLink}
              href={localePath(locale, blogPaths.category(category.slug))}
              aria-current={current === category.slug ? "page" : undefined}
            >
              {category.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

import type { PaginationMeta } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";
import styles from "./blog.module.css";
import { listPagePath } from "@/page-data/blog-route";

type Props = { pagination: PaginationMeta; basePath: string; locale: Locale };

/** Page links from the API's pagination headers; nothing when everything fits on one page. */
export async function BlogPagination({ pagination, basePath, locale }: Props) {
  const { currentPage, pageCount } = pagination;
  if (pageCount <= 1) return null;
  const t = await getTranslations({ locale, namespace: "Blog" });
  const href = (page: number) => localePath(locale, listPagePath(basePath, page));
  const pages = Array.from({ length: pageCount }, (_, index) => index + 1);
  return (
    <nav className={styles.pagination} aria-label={t("pagination")}>
      {currentPage > 1 && (
        <a className={styles.pageLink} href={href(currentPage - 1)} rel="prev">
          {t("previousPage")}
        </a>
      )}
      <ul className={styles.pageList}>
        {pages.map((page) => (
          <li key={page}>
            <a
              className={styles.pageLink}
              href={href(page)}
              aria-current={page === currentPage ? "page" : undefined}
              aria-label={t("pageOf", { page, count: pageCount })}
            >
              {page}
            </a>
          </li>
        ))}
      </ul>
      {currentPage < pageCount && (
        <a className={styles.pageLink} href={href(currentPage + 1)} rel="next">
          {t("nextPage")}
        </a>
      )}
    </nav>
  );
}

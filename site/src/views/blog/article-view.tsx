import type { Page } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import type { DomainInfo } from "@/domain/domain-info";
import { localePath } from "@/i18n/locale-path";
import { sanitizeRichContent } from "@/sanitize/sanitize-rich-content";
import { ArticleReadSentinel } from "./article-read-sentinel";
import { islandMessages } from "@/i18n/island-texts";
import { ArticleViews } from "./article-views";
import { BlogCard } from "./blog-card";
import styles from "./article.module.css";
import blogStyles from "./blog.module.css";
import { formatPageDate, isoDate } from "@/i18n/format-page-date";
import { TagList } from "./tag-list";
import { JsonLd } from "@/seo/json-ld/json-ld-script";
import { blogPostingJsonLd } from "@/seo/json-ld/blog-posting";

type Props = {
  page: Page;
  recommended: Page[];
  locale: Locale;
  domain: Pick<DomainInfo, "baseUrl">;
  /** Route path of the list the article belongs to, e.g. /blog or /press-releases. */
  listPath: string;
  backLabel: string;
};

/** An article (blog post, press release, web story): author, image variants, tags, sanitized body, read event. */
export async function ArticleView({ page, recommended, locale, domain, listPath, backLabel }: Props) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  const itemPath = (slug: string) => `${listPath}/${slug}`;
  const { prev, next } = page.paginationData ?? { prev: null, next: null };
  return (
    <>
      {/* Beside the article, not in it: the article holds only what the API wrote, sanitized. */}
      <JsonLd data={blogPostingJsonLd(page, locale, domain, new URL(localePath(locale, itemPath(page.slug)), domain.baseUrl).toString())} />
      <article className={styles.article}>
        <a className={styles.back} href={localePath(locale, listPath)}>
          ← {backLabel}
        </a>
        <h1 className={styles.title}>{page.title}</h1>
        {page.description && <p className={styles.lead}>{page.description}</p>}
        <div className={styles.meta}>
          {page.author && (
            <span className={styles.author}>
              {page.authorImage && <img className={styles.authorImage} src={page.authorImage} alt="" width={40} height={40} />}
              <span>
                <span className="sf-visually-hidden">{t("byAuthor")}: </span>
                <span className={styles.authorName}>{page.author}</span>
                {page.authorSubtitle && <span>{page.authorSubtitle}</span>}
              </span>
            </span>
          )}
          <time dateTime={isoDate(page.timestamp)}>{formatPageDate(page.timestamp, locale)}</time>
          <ArticleViews
            slug={page.slug}
            views={page.views}
            locale={locale}
            texts={await islandMessages(locale, "Blog", ["views", "markedRead"])}
          />
        </div>
        {page.image && (
          <picture className={styles.hero}>
            <source media="(max-width: 640px)" srcSet={page.image.phone} />
            <source media="(max-width: 1024px)" srcSet={page.image.tablet} />
            <img src={page.image.desktop} alt="" width={1200} height={675} />
          </picture>
        )}
        <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeRichContent(page.content) }} />
        <ArticleReadSentinel slug={page.slug} />
        <TagList names={(page.tags ?? []).map((tag) => tag.name)} label={t("tags")} size="large" />
        {(prev || next) && (
          <nav className={styles.neighbours} aria-label={`${t("previousArticle")} / ${t("nextArticle")}`}>
            {prev ? (
              <a href={localePath(locale, itemPath(prev.slug))} rel="prev">
                ← {prev.title}
              </a>
            ) : (
              <span />
            )}
            {next && (
              <a href={localePath(locale, itemPath(next.slug))} rel="next">
                {next.title} →
              </a>
            )}
          </nav>
        )}
        {recommended.length > 0 && (
          <section className={styles.recommended} aria-labelledby="recommended-title">
            <h2 id="recommended-title">{t("recommended")}</h2>
            <ul className={blogStyles.grid}>
              {recommended.map((item) => (
                <li key={item.id}>
                  <BlogCard page={item} locale={locale} href={itemPath(item.slug)} headingLevel={3} />
                </li>
              ))}
            </ul>
          </section>
        )}
      </article>
    </>
  );
}

import type { Page } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";
import styles from "./blog.module.css";
import { formatPageDate, isoDate } from "@/i18n/format-page-date";
import { TagList } from "./tag-list";

type Props = { page: Page; locale: Locale; href: string; headingLevel?: 2 | 3 };

/** Blog item card (spec §2.7): image, title, tags, date like "March 5, 2024", view count. */
export async function BlogCard({ page, locale, href, headingLevel = 2 }: Props) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const image = page.image?.tablet ?? page.imageSquare ?? page.storyCover;
  return (
    <article className={styles.card}>
      {image && <img className={styles.cardImage} src={image} alt="" width={640} height={360} loading="lazy" />}
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <a href={localePath(locale, href)}>{page.title}</a>
        </Heading>
        {page.description && <p className={styles.cardDescription}>{page.description}</p>}
        <TagList names={(page.tags ?? []).map((tag) => tag.name)} label={t("tags")} />
        <p className={styles.meta}>
          <time dateTime={isoDate(page.timestamp)}>{formatPageDate(page.timestamp, locale)}</time>
          <span>{t("views", { count: page.views })}</span>
        </p>
      </div>
    </article>
  );
}

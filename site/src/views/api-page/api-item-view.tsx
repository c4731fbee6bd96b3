import type { Page } from "@storyfront/schemas";
import { sanitizeRichContent } from "@/sanitize/sanitize-rich-content";
import styles from "./api-item.module.css";

type Props = { page: Page; label: string };

/**
 * A game, short item or landing page from the API: title, cover, sanitized body. The title carries the
 * `story-title` class so the project's story styles apply to it as they do in the stories themselves.
 */
export function ApiItemView({ page, label }: Props) {
  const cover = page.storyCover ?? page.image?.tablet ?? null;
  return (
    <article className={styles.item} data-page-type={page.type}>
      <p className={styles.label}>{label}</p>
      <h1 className={`${styles.title} story-title`}>{page.title}</h1>
      {page.description && <p className={styles.lead}>{page.description}</p>}
      {cover && <img className={styles.cover} src={cover} alt="" width={360} height={640} />}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeRichContent(page.content) }} />
    </article>
  );
}

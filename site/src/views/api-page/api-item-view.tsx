import type { Page } from "@storyfront/schemas";
import { sanitizeRichContent } from "@/sanitize/sanitize-rich-content";
import styles from "./api-item.module.css";

/**
 * Where the item stands: in the default layout's padded page, or in a landing layout, whose main leaves
 * the margins to its sections (the item then keeps its own, like a section).
 */
type Props = { page: Page; label: string; place: "page" | "landing" };

/**
 * A game, short item or landing page from the API: title, cover, sanitized body. The title carries the
 * `story-title` class so the project's story styles apply to it as they do in the stories themselves.
 */
export function ApiItemView({ page, label, place }: Props) {
  // The box keeps the cover's kind of shape (a story's 9:16, an article image's 16:9) whatever the file's own
  // proportions: the text below stays where it was painted when the image arrives.
  const cover = page.storyCover
    ? { src: page.storyCover, width: 360, height: 640, shape: styles.storyCover }
    : page.image?.tablet
      ? { src: page.image.tablet, width: 640, height: 360, shape: styles.imageCover }
      : null;
  return (
    <article className={place === "landing" ? `${styles.item} ${styles.inLanding}` : styles.item} data-page-type={page.type}>
      <p className={styles.label}>{label}</p>
      <h1 className={`${styles.title} story-title`}>{page.title}</h1>
      {page.description && <p className={styles.lead}>{page.description}</p>}
      {cover && <img className={`${styles.cover} ${cover.shape}`} src={cover.src} alt="" width={cover.width} height={cover.height} />}
      <div className={styles.body} dangerouslySetInnerHTML={{ __html: sanitizeRichContent(page.content) }} />
    </article>
  );
}

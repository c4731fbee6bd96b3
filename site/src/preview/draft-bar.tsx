"use client";

import type { DraftBarTexts } from "./review-bar-texts";
import styles from "./review-bars.module.css";

/** Shown while draft mode is on: unpublished content is visible to this browser only. The exit keeps the page. */
export function DraftBar({ texts }: { texts: DraftBarTexts }) {
  return (
    <aside className={`${styles.bar} ${styles.draftBar}`} aria-label={texts.draftLabel}>
      <span className={styles.item}>
        <strong>{texts.draftTitle}</strong>: {texts.draftText}
      </span>
      <a
        className={styles.link}
        href="/api/draft/exit"
        // The page the visitor sees (the rendered path is the proxy's internal one), so exiting stays on it.
        onClick={(event) => {
          event.currentTarget.href = `/api/draft/exit?path=${encodeURIComponent(window.location.pathname + window.location.search)}`;
        }}
      >
        {texts.draftExit}
      </a>
    </aside>
  );
}

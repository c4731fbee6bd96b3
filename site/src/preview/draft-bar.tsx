"use client";

import styles from "./review-bars.module.css";

/** Shown while draft mode is on: unpublished content is visible to this browser only. The exit keeps the page. */
export function DraftBar() {
  return (
    <aside className={`${styles.bar} ${styles.draftBar}`} aria-label="Draft mode" lang="en">
      <span className={styles.item}>
        <strong>Draft</strong> mode: unpublished pages and drafts are shown to you only.
      </span>
      <a
        className={styles.link}
        href="/api/draft/exit"
        // The page the visitor sees (the rendered path is the proxy's internal one), so exiting stays on it.
        onClick={(event) => {
          event.currentTarget.href = `/api/draft/exit?path=${encodeURIComponent(window.location.pathname + window.location.search)}`;
        }}
      >
        Exit draft mode
      </a>
    </aside>
  );
}

"use client";
// Island: the review list scrolls sideways (previous / next) and "show more" expands it into a column.
import { useId, useRef, useState, type ReactNode } from "react";
import type { BlockLabels } from "../../labels";
import section from "../../shared/section.module.css";
import styles from "./awards.module.css";

/** Review card width plus the gap (spec §9: cards 551 px). */
const scrollStep = 551 + 16;

export function ReviewList({ label, labels, children }: { label: string; labels: BlockLabels; children: ReactNode }) {
  const [expanded, setExpanded] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const scroll = (direction: 1 | -1) => listRef.current?.scrollBy({ left: direction * scrollStep, behavior: "smooth" });
  return (
    <div className={styles.reviews} data-expanded={expanded}>
      {/* Focusable so keyboard users can scroll the row; named so screen readers announce what it holds. */}
      <ul ref={listRef} id={listId} className={styles.reviewList} tabIndex={0} aria-label={label}>
        {children}
      </ul>
      <div className={styles.reviewControls}>
        {!expanded && (
          <>
            <button type="button" className={`${section.toggle} ${styles.arrow}`} aria-controls={listId} onClick={() => scroll(-1)}>
              <span aria-hidden="true">←</span>
              <span className={styles.visuallyHidden}>{labels.previousReviews}</span>
            </button>
            <button type="button" className={`${section.toggle} ${styles.arrow}`} aria-controls={listId} onClick={() => scroll(1)}>
              <span aria-hidden="true">→</span>
              <span className={styles.visuallyHidden}>{labels.nextReviews}</span>
            </button>
          </>
        )}
        <button
          type="button"
          className={section.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? labels.showLess : labels.showMore}
        </button>
      </div>
    </div>
  );
}

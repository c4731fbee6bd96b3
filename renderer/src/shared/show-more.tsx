"use client";
// Island: collapses server-rendered children to a height and toggles "show more" / "show less".
import { useId, useState, type ReactNode } from "react";
import sectionStyles from "./section.module.css";
import styles from "./show-more.module.css";

interface ShowMoreProps {
  collapsedHeight: number;
  expandedHeight: number;
  moreLabel: string;
  lessLabel: string;
  children: ReactNode;
}

export function ShowMore({ collapsedHeight, expandedHeight, moreLabel, lessLabel, children }: ShowMoreProps) {
  const [expanded, setExpanded] = useState(false);
  const regionId = useId();
  return (
    <>
      <div
        id={regionId}
        className={styles.region}
        data-expanded={expanded}
        style={{ maxHeight: expanded ? expandedHeight : collapsedHeight }}
      >
        {children}
      </div>
      <div className={styles.controls}>
        <button
          type="button"
          className={sectionStyles.toggle}
          aria-expanded={expanded}
          aria-controls={regionId}
          onClick={() => setExpanded(!expanded)}
        >
          {expanded ? lessLabel : moreLabel}
        </button>
      </div>
    </>
  );
}

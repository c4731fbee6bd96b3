"use client";
// The editor's side panel (revisions, activity): a titled landmark over the page's right edge with its Close button.
import { useId, type ReactNode } from "react";
import styles from "./revisions.module.css";

type Props = { title: string; onClose: () => void; children: ReactNode };

export function SidePanel({ title, onClose, children }: Props) {
  const id = useId();
  return (
    <aside className={styles.panel} aria-labelledby={`${id}-title`}>
      <div className={styles.head}>
        <h2 id={`${id}-title`}>{title}</h2>
        <button type="button" onClick={onClose} aria-label={`Close ${title.toLowerCase()}`}>
          Close
        </button>
      </div>
      {children}
    </aside>
  );
}

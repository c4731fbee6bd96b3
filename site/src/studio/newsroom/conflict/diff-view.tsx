"use client";
// A text with what changed marked: removed words struck (<del>), added ones underlined (<ins>); screen readers say
// "removed" and "added" before each.
import { useMemo } from "react";
import styles from "./conflict.module.css";
import { diffText } from "./text-diff";

/** `side` "after" shows the result (added and removed both marked); "before" hides the additions. */
export function DiffView({ before, after, side = "after" }: { before: string; after: string; side?: "before" | "after" }) {
  const parts = useMemo(() => diffText(before, after), [before, after]);
  return (
    <div className={styles.diff}>
      {parts.map((part, index) =>
        part.kind === "same" ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === "removed" ? (
          <del key={index} className={styles.removed}>
            <span className={styles.visuallyHidden}>removed: </span>
            {part.text}
          </del>
        ) : side === "after" ? (
          <ins key={index} className={styles.added}>
            <span className={styles.visuallyHidden}>added: </span>
            {part.text}
          </ins>
        ) : null,
      )}
    </div>
  );
}

"use client";
import styles from "./autosave.module.css";
import { autosaveStateWords, type AutosaveState } from "./autosave-scheduler";

/** The autosave's state in words, announced politely to screen readers as it changes. */
export function SaveState({ state }: { state: AutosaveState }) {
  return (
    <span role="status" aria-live="polite" className={`${styles.state} ${styles[state] ?? ""}`} data-autosave={state}>
      {autosaveStateWords[state]}
    </span>
  );
}

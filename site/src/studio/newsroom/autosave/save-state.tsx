"use client";
import { useSyncExternalStore } from "react";
import styles from "./autosave.module.css";
import { autosaveStateWords, type AutosaveScheduler } from "./autosave-scheduler";

/** The autosave's state in words, announced politely to screen readers as it changes. */
export function SaveState({ scheduler }: { scheduler: AutosaveScheduler }) {
  const state = useSyncExternalStore(
    scheduler.subscribe,
    () => scheduler.current,
    () => "saved" as const,
  );
  return (
    <span role="status" aria-live="polite" className={`${styles.state} ${styles[state] ?? ""}`} data-autosave={state}>
      {autosaveStateWords[state]}
    </span>
  );
}

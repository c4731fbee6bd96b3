"use client";

import type { ReactNode } from "react";
import styles from "./catalog.module.css";
import { conflictText, type SaveProblem } from "./save-problem";

type Props = {
  problem: SaveProblem;
  /** What a refused save's 403 means here, e.g. "Changing tariffs needs the tariff-edit permission". */
  forbidden: string;
  /** A stale save: the other editor's version as it is now, and the way to take it. */
  theirs?: ReactNode;
  onTakeTheirs?: () => void;
};

/** The problem of a load or save that is not one field's: a stale save, a refusal, an ended session. */
export function ProblemNotice({ problem, forbidden, theirs, onTakeTheirs }: Props) {
  if (problem.kind === "signedOut") {
    const next = typeof window === "undefined" ? "/studio" : window.location.pathname;
    return (
      <div className={styles.alert} role="alert">
        Your session has ended. <a href={`/login?${new URLSearchParams({ next }).toString()}`}>Sign in</a> to continue; what you typed stays
        in this tab until you leave it.
      </div>
    );
  }
  if (problem.kind === "forbidden") {
    return (
      <div className={styles.alert} role="alert">
        {forbidden}
      </div>
    );
  }
  if (problem.kind === "conflict") {
    return (
      <div className={styles.alert} role="alert" data-testid="conflict">
        <p className={styles.alertTitle}>{conflictText(problem.conflict)}</p>
        {theirs && (
          <div className={styles.theirs}>
            <p className={styles.label}>Their version ({problem.conflict.version}):</p>
            {theirs}
          </div>
        )}
        {onTakeTheirs && (
          <button type="button" className={styles.secondaryButton} onClick={onTakeTheirs}>
            Reload their version (drops your changes)
          </button>
        )}
      </div>
    );
  }
  if (problem.kind === "fields") {
    return (
      <div className={styles.alert} role="alert">
        Nothing was saved: fix the fields marked below.
      </div>
    );
  }
  return (
    <div className={styles.alert} role="alert">
      {problem.message}
    </div>
  );
}

/** A short "who saved last" line. */
export function SavedBy({
  version,
  updatedBy,
  updatedAt,
  time,
}: {
  version: number;
  updatedBy: { name: string } | null;
  updatedAt: number | null;
  time: (s: number) => string;
}) {
  return (
    <p className={styles.meta}>
      Version {version}
      {updatedBy ? ` · saved by ${updatedBy.name}` : ""}
      {updatedAt ? ` at ${time(updatedAt)}` : ""}
    </p>
  );
}

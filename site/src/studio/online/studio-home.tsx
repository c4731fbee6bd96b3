"use client";

import { useSession } from "@/session/use-session";
import { sectionsFor } from "./studio-sections";
import { StudioShell } from "./studio-shell";
import styles from "./online-studio.module.css";

/** The online Studio's first page: what the signed-in person can work on here. */
export function StudioHome({ contentFiles }: { contentFiles: boolean }) {
  const { user, known } = useSession();
  return (
    <StudioShell contentFiles={contentFiles}>
      <h1 className={styles.title}>What would you like to work on?</h1>
      {!known ? <p aria-live="polite">Loading…</p> : null}
      <ul className={styles.sections}>
        {(user ? sectionsFor(user, contentFiles) : []).map((section) => (
          <li key={section.path}>
            <a href={section.path}>
              <strong>{section.label}</strong>
              <span>{section.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </StudioShell>
  );
}

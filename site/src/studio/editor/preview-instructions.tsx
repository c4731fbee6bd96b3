"use client";
// After a proposal: how to open its preview (README, "Review: previews"), on this machine or on the git host.
import { previewSteps } from "../visual-diff/preview-steps";
import styles from "./propose-flow.module.css";

export function PreviewInstructions({ branch, commit, base }: { branch: string; commit: string; base: string }) {
  const steps = previewSteps({ branch, commit, base, studioPort: Number(window.location.port || 80) });
  return (
    <section aria-labelledby="studio-open-preview" className={styles.section}>
      <h3 id="studio-open-preview">Open the preview</h3>
      <p>On this machine, in a second terminal (it builds your working tree, which holds this commit, as a preview of {branch}):</p>
      <pre className={styles.command}>{steps.command}</pre>
      <p>
        then open <a href={steps.url}>{steps.url}</a>: the preview bar and the list of changed pages, with links to each page.
      </p>
      <p>
        On your git host: <code>{steps.push}</code> — its preview deployment shows the same bar and <code>/_preview/changes</code>.
      </p>
    </section>
  );
}

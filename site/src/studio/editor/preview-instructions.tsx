"use client";
// After a proposal: how to open its preview (docs/review-and-previews.md), on this machine or on the git host.
import type { ChangedPage } from "@storyfront/content-model";
import { previewSteps } from "../visual-diff/preview-steps";
import styles from "./propose-flow.module.css";

export function PreviewInstructions({
  branch,
  commit,
  base,
  pages,
}: {
  branch: string;
  commit: string;
  base: string;
  pages: Pick<ChangedPage, "variant" | "locale" | "path" | "status">[];
}) {
  const steps = previewSteps({ branch, commit, base, studioPort: Number(window.location.port || 80) });
  // A removed page has nothing to show on the preview: its changes page lists it with production's link.
  const shown = pages.filter((page) => page.status !== "removed");
  return (
    <section aria-labelledby="studio-open-preview" className={styles.section}>
      <h3 id="studio-open-preview">Open the preview</h3>
      <p>On this machine, in a second terminal (it builds your working tree, which holds this commit, as a preview of {branch}):</p>
      <pre className={styles.command}>{steps.command}</pre>
      <p>
        then open <a href={steps.url}>{steps.url}</a>: the preview bar and the list of changed pages, with links to each page.
      </p>
      {shown.length > 0 ? (
        <>
          <p>Or go straight to a page this change touches, on that preview:</p>
          <ul aria-label="Changed pages on the preview">
            {shown.map((page) => (
              <li key={`${page.variant}${page.locale}${page.path}`}>
                <a href={steps.pageUrl(page)}>{steps.pageUrl(page)}</a> ({page.locale})
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p>
        On your git host: <code>{steps.push}</code> — its preview deployment shows the same bar and <code>/_preview/changes</code>.
      </p>
    </section>
  );
}

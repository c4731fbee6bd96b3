"use client";
// Proposing the change: what the working tree changes against the base (files, and the pages they touch with
// the reasons, from the dependency graph as on the changes page), committed to a new branch content/<name>;
// then how to open its preview, and its visual diff on demand.
import type { ChangeReason } from "@storyfront/content-model";
// Its own module, not the content model's index, which would bring the checker, yaml and zod to the browser.
import { reasonParts } from "@storyfront/content-model/graph/reason-text";
import { useEffect, useState } from "react";
import { PreviewInstructions } from "./preview-instructions";
import { callSite, type SiteCallBody } from "@/api-client/call-site";
import styles from "./studio.module.css";
import { VisualDiffRun } from "./visual-diff-run";

type Changes = SiteCallBody<"studioChanges", 200>;
type Proposed = SiteCallBody<"studioPropose", 200>;

/** "landings/home.json (modified)" for the page's own file; "review reviews/ada-moreno.json (modified)" for what it reads. */
const reasonText = (reason: ChangeReason) =>
  reasonParts(reason)
    .map(({ kind, target, status }) => `${kind === "own file" ? "" : `${kind} `}${target} (${status})`)
    .join(", ");

export function ProposePanel({ unsaved, onClose }: { unsaved: boolean; onClose: () => void }) {
  const [changes, setChanges] = useState<Changes | { error: string } | null>(null);
  const [name, setName] = useState("");
  const [message, setMessage] = useState("");
  const [result, setResult] = useState<string | null>(null);
  const [proposed, setProposed] = useState<Proposed | null>(null);
  const [busy, setBusy] = useState(false);
  // The changes as read, once they are (not an error).
  const listed = changes && !("error" in changes) ? changes : null;

  useEffect(() => {
    let live = true;
    void callSite("studioChanges")
      .catch((error: unknown) => ({ body: { error: error instanceof Error ? error.message : String(error) } }))
      .then(({ body }) => live && setChanges(body));
    return () => {
      live = false;
    };
  }, [result]);

  const propose = async () => {
    setBusy(true);
    const answer = await callSite("studioPropose", { body: { name, message } }).catch((error: unknown) => ({
      status: 0 as const,
      body: { error: error instanceof Error ? error.message : String(error) },
    }));
    setBusy(false);
    if (answer.status === 200) setProposed(answer.body);
    setResult(
      answer.status === 200
        ? `Committed ${answer.body.commit.slice(0, 7)} to ${answer.body.branch}.`
        : `Not proposed: ${answer.body.error}`,
    );
  };

  return (
    <section role="dialog" aria-modal="false" aria-labelledby="studio-propose" className={styles.propose}>
      <div className={styles.proposeHeader}>
        <h2 id="studio-propose">Propose this change</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      {unsaved ? <p role="alert">You have unsaved edits: save them first, or they are not part of the proposal.</p> : null}
      {!changes ? (
        <p>Reading the changes…</p>
      ) : "error" in changes ? (
        <p role="alert">{changes.error}</p>
      ) : (
        <>
          <h3>Files changed against {changes.base}</h3>
          {changes.files.length === 0 ? (
            <p>No content file changed.</p>
          ) : (
            <ul aria-label="Changed files">
              {changes.files.map((file) => (
                <li key={file.file}>
                  {file.status}: <code>{file.file}</code>
                </li>
              ))}
            </ul>
          )}
          <h3>Pages this touches</h3>
          <ul aria-label="Changed pages">
            {changes.pages.map((page) => (
              <li key={`${page.variant}${page.locale}${page.path}`}>
                {page.status}:{" "}
                <code>
                  {page.variant === "ru" ? "ru." : ""}
                  {page.path}
                </code>{" "}
                ({page.locale}) — because of {page.reasons.map(reasonText).join(", ")}
              </li>
            ))}
          </ul>
        </>
      )}
      <div className={styles.proposeForm}>
        <label>
          <span>Branch name: content/</span>
          <input value={name} onChange={(event) => setName(event.target.value)} placeholder="spring-offer" />
        </label>
        <label>
          <span>Message</span>
          <textarea value={message} onChange={(event) => setMessage(event.target.value)} rows={3} />
        </label>
        <button type="button" onClick={propose} disabled={busy}>
          Commit to a new branch
        </button>
        <p role="status">{result}</p>
      </div>
      {proposed ? <PreviewInstructions {...proposed} pages={listed?.pages ?? []} /> : null}
      {listed ? <VisualDiffRun pages={listed.pages.length} /> : null}
    </section>
  );
}

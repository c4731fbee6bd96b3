"use client";
// New, duplicate, delete for long-form pages and library entries, as the landings' Pages panel offers them: a new
// entry of any of these kinds from its template, a copy of this one under a new name, and a delete of this one in
// every language — refused, with the files that use it, while other content does.
import { useState } from "react";
import { ActionRefusal, useStudioAction } from "../editor/studio-action";
import styles from "../editor/studio.module.css";
import { documentFileOf, documentKinds } from "@storyfront/content-store/document-kinds";

const creatable = documentKinds.filter((kind) => kind.editor !== "canvas");

export function DocumentActions({ file, onOpen, onClose }: { file: string; onOpen: (file: string) => void; onClose: () => void }) {
  const current = documentFileOf(file)?.kind ?? creatable[0]!;
  const [folder, setFolder] = useState(current.folder);
  const [slug, setSlug] = useState("");
  const { refusal, run } = useStudioAction("studioDocumentAction", onOpen);
  const remove = () => {
    if (window.confirm(`Delete ${file} and its translations?`)) void run({ action: "delete", file });
  };
  return (
    <section role="dialog" aria-modal="false" aria-labelledby="studio-document-actions" className={styles.propose}>
      <div className={styles.proposeHeader}>
        <h2 id="studio-document-actions">New, duplicate, delete</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <div className={styles.proposeForm}>
        <label>
          <span>Kind</span>
          <select value={folder} onChange={(event) => setFolder(event.target.value)}>
            {creatable.map((kind) => (
              <option key={kind.folder} value={kind.folder}>
                {kind.noun}
              </option>
            ))}
          </select>
        </label>
        <label>
          <span>Name (its file name and address, e.g. harbor-pay)</span>
          <input value={slug} onChange={(event) => setSlug(event.target.value)} placeholder="harbor-pay" />
        </label>
        <button type="button" onClick={() => void run({ action: "create", folder, slug })}>
          Create a new {creatable.find((kind) => kind.folder === folder)?.noun}
        </button>
        <button type="button" onClick={() => void run({ action: "duplicate", file, slug })}>
          Duplicate this {current.noun} under that name
        </button>
        <button type="button" onClick={remove}>
          Delete this {current.noun}
        </button>
        <ActionRefusal refusal={refusal} />
      </div>
    </section>
  );
}

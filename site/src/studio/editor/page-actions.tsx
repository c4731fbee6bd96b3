"use client";
// New page from the template, duplicate, delete: the landing's own file operations. A delete that other pages
// would miss is refused with the problems it would cause.
import { useState } from "react";
import { ActionRefusal, useStudioAction } from "./studio-action";
import styles from "./studio.module.css";

export function PageActions({
  file,
  missingLocales,
  onOpen,
  onClose,
}: {
  file: string;
  missingLocales: string[];
  onOpen: (file: string) => void;
  onClose: () => void;
}) {
  const [slug, setSlug] = useState("");
  const { refusal, run } = useStudioAction("studioLandingAction", onOpen);
  const remove = () => {
    if (window.confirm(`Delete ${file} and its translations?`)) void run({ action: "delete", file });
  };
  return (
    <section role="dialog" aria-modal="false" aria-labelledby="studio-page-actions" className={styles.propose}>
      <div className={styles.proposeHeader}>
        <h2 id="studio-page-actions">Pages</h2>
        <button type="button" onClick={onClose}>
          Close
        </button>
      </div>
      <div className={styles.proposeForm}>
        <label>
          <span>New page name (its address: /solutions/name)</span>
          <input value={slug} onChange={(event) => setSlug(event.target.value)} placeholder="pet-care" />
        </label>
        <button type="button" onClick={() => void run({ action: "create", slug })}>
          Create from the template
        </button>
        <button type="button" onClick={() => void run({ action: "duplicate", file, slug })}>
          Duplicate this page under that name
        </button>
        {missingLocales.map((locale) => (
          <button key={locale} type="button" onClick={() => void run({ action: "translate", file, locale })}>
            Translate this page into {locale}
          </button>
        ))}
        <button type="button" onClick={remove}>
          Delete this page
        </button>
        <ActionRefusal refusal={refusal} />
      </div>
    </section>
  );
}

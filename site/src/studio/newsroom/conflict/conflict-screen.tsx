"use client";
// Someone saved the page after this editor opened it. Nothing was stored; this shows who and when, their version and
// mine side by side for each field that differs, and lets the editor take theirs or keep mine per field. The merge
// is then saved on their version, so neither side's work is overwritten unseen.
import type { PageConflict } from "@storyfront/schemas";
import { useMemo, useState } from "react";
import type { PageForm } from "../page/page-form";
import { browserZone, formatInZone } from "../publishing/zone-time";
import { DiffView } from "./diff-view";
import styles from "./conflict.module.css";
import { changedFields, mergeFields } from "./field-compare";

type Props = {
  conflict: PageConflict;
  theirs: PageForm;
  mine: PageForm;
  onSave: (merged: PageForm) => void;
  onCancel: () => void;
  busy: boolean;
};

export function ConflictScreen({ conflict, theirs, mine, onSave, onCancel, busy }: Props) {
  const changes = useMemo(() => changedFields(theirs, mine), [theirs, mine]);
  // Mine by default: the editor's own typing is what they were about to save.
  const [keepMine, setKeepMine] = useState(() => new Set(changes.map((change) => change.key)));
  const who = conflict.changedBy?.name ?? "Someone";
  const when = formatInZone(conflict.changedAt, browserZone());
  return (
    <section className={styles.conflict} aria-labelledby="conflict-title" role="region">
      <h2 id="conflict-title" tabIndex={-1} data-autofocus>
        {who} saved this page while you were editing
      </h2>
      <p>
        {who} saved version {conflict.version} on {when}. Your changes are not lost: choose for each field which text to keep, then save.
      </p>
      {changes.length === 0 ? <p>Their version and yours are the same; saving keeps it.</p> : null}
      {changes.map((change) => {
        const mineKept = keepMine.has(change.key);
        const choose = (mineChosen: boolean) =>
          setKeepMine((current) => {
            const next = new Set(current);
            if (mineChosen) next.add(change.key);
            else next.delete(change.key);
            return next;
          });
        return (
          <fieldset key={change.key} className={styles.change} data-conflict-field={change.key}>
            <legend>{change.label}</legend>
            <div className={styles.sides}>
              <div>
                <h3>Theirs</h3>
                {change.isBody ? (
                  <DiffView before={change.right} after={change.left} side="after" />
                ) : (
                  <p className={styles.value}>{change.left || "(empty)"}</p>
                )}
              </div>
              <div>
                <h3>Yours</h3>
                {change.isBody ? (
                  <DiffView before={change.left} after={change.right} side="after" />
                ) : (
                  <p className={styles.value}>{change.right || "(empty)"}</p>
                )}
              </div>
            </div>
            <div className={styles.choice}>
              <label>
                <input type="radio" name={`keep-${change.key}`} checked={!mineKept} onChange={() => choose(false)} /> Take theirs
              </label>
              <label>
                <input type="radio" name={`keep-${change.key}`} checked={mineKept} onChange={() => choose(true)} /> Keep mine
              </label>
            </div>
          </fieldset>
        );
      })}
      <div className={styles.actions}>
        <button type="button" onClick={() => onSave(mergeFields(theirs, mine, keepMine))} disabled={busy}>
          Save merged version
        </button>
        <button type="button" onClick={onCancel} disabled={busy}>
          Back to my text (not saved)
        </button>
      </div>
    </section>
  );
}

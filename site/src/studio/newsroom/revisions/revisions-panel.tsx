"use client";
// Every stored version of the page: who did what and when; any two compared field by field (bodies as marked
// text); any one restored (the restore is itself a new version, so nothing is lost by restoring).
import type { PageRevision } from "@storyfront/schemas";
import { useId, useMemo, useState } from "react";
import { DiffView } from "../conflict/diff-view";
import { changedFields } from "../conflict/field-compare";
import { formOf } from "../page/page-form";
import { browserZone, formatInZone } from "../publishing/zone-time";
import styles from "./revisions.module.css";
import { SidePanel } from "./side-panel";

const actionWords: Record<string, string> = {
  create: "Created",
  save: "Saved",
  schedule: "Scheduled",
  publish: "Published",
  unpublish: "Unpublished",
  restore: "Restored",
  autosave: "Autosaved",
};

type Props = { revisions: readonly PageRevision[]; onRestore: (revision: PageRevision) => void; onClose: () => void; busy: boolean };

const labelOf = (revision: PageRevision, zone: string) =>
  [
    `Version ${revision.version}: ${actionWords[revision.action] ?? revision.action}`,
    `by ${revision.author?.name ?? "someone"}, ${formatInZone(revision.createdAt, zone)}`,
  ].join(" ");

export function RevisionsPanel({ revisions, onRestore, onClose, busy }: Props) {
  const zone = browserZone();
  const newestFirst = useMemo(() => [...revisions].sort((a, b) => b.version - a.version), [revisions]);
  const [leftId, setLeftId] = useState<number | null>(newestFirst[1]?.id ?? null);
  const [rightId, setRightId] = useState<number | null>(newestFirst[0]?.id ?? null);
  const id = useId();
  const left = newestFirst.find((revision) => revision.id === leftId);
  const right = newestFirst.find((revision) => revision.id === rightId);
  const changes = useMemo(() => (left && right ? changedFields(formOf(left.fields), formOf(right.fields)) : []), [left, right]);
  return (
    <SidePanel title="Revisions" onClose={onClose}>
      <ol className={styles.list}>
        {newestFirst.map((revision) => (
          <li key={revision.id} className={styles.item} data-revision={revision.version}>
            <span>
              <strong>{actionWords[revision.action] ?? revision.action}</strong> by {revision.author?.name ?? "someone"}
              <br />
              <span className={styles.time}>
                Version {revision.version} · {formatInZone(revision.createdAt, zone)}
              </span>
            </span>
            <button
              type="button"
              onClick={() => onRestore(revision)}
              disabled={busy}
              aria-label={`Restore version ${revision.version} (${actionWords[revision.action] ?? revision.action})`}
            >
              Restore
            </button>
          </li>
        ))}
      </ol>
      {newestFirst.length > 1 ? (
        <div className={styles.compare}>
          <h3>Compare</h3>
          <label htmlFor={`${id}-left`}>Older</label>
          <select id={`${id}-left`} value={leftId ?? ""} onChange={(event) => setLeftId(Number(event.target.value))}>
            {newestFirst.map((revision) => (
              <option key={revision.id} value={revision.id}>
                {labelOf(revision, zone)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-right`}>Newer</label>
          <select id={`${id}-right`} value={rightId ?? ""} onChange={(event) => setRightId(Number(event.target.value))}>
            {newestFirst.map((revision) => (
              <option key={revision.id} value={revision.id}>
                {labelOf(revision, zone)}
              </option>
            ))}
          </select>
          {changes.length === 0 ? <p>No differences.</p> : null}
          <dl className={styles.changes}>
            {changes.map((change) => (
              <div key={change.key} data-compare-field={change.key}>
                <dt>{change.label}</dt>
                <dd>
                  <DiffView before={change.left} after={change.right} />
                </dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </SidePanel>
  );
}

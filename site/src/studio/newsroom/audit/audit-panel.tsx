"use client";
// The page's audit trail for administrators: every create, save, schedule, publication, restore, archive and slug
// change with who did it and when, newest first, read from the API each time the panel opens.
import type { PageAuditEntry } from "@storyfront/schemas";
import { useEffect, useState } from "react";
import { canReadPageAudit } from "@/account/permissions";
import { useSession } from "@/session/use-session";
import { pageCall } from "../page/page-calls";
import { browserZone, formatInZone } from "../publishing/zone-time";
import styles from "../revisions/revisions.module.css";
import { SidePanel } from "../revisions/side-panel";

const actionWords: Record<PageAuditEntry["action"], string> = {
  create: "Created",
  save: "Saved",
  schedule: "Scheduled",
  publish: "Published",
  unpublish: "Unpublished",
  restore: "Restored a revision",
  archive: "Archived",
  unarchive: "Unarchived",
  "slug-change": "Changed the address",
};

type Props = { pageId: number; onClose: () => void };

export function AuditPanel({ pageId, onClose }: Props) {
  const [entries, setEntries] = useState<readonly PageAuditEntry[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void pageCall("adminPageAudit", { params: { id: pageId } }).then((answer) => {
      if (!current) return;
      if (answer.ok) setEntries(answer.value.body);
      else setProblem(answer.failure.message);
    });
    return () => {
      current = false;
    };
  }, [pageId]);
  const zone = browserZone();
  return (
    <SidePanel title="Activity" onClose={onClose}>
      {problem ? <p role="alert">{problem}</p> : null}
      {entries === null && !problem ? <p aria-live="polite">Loading…</p> : null}
      {entries?.length === 0 ? <p>Nothing has been done to this page yet.</p> : null}
      <ol className={styles.list} data-audit-trail>
        {(entries ?? []).map((entry) => (
          <li key={entry.id} className={styles.item}>
            <span>
              <strong>{actionWords[entry.action]}</strong> by {entry.user?.name ?? "someone"}
              {entry.detail ? <>: {entry.detail}</> : null}
              <br />
              <span className={styles.time}>
                Version {entry.version} · {formatInZone(entry.at, zone)}
              </span>
            </span>
          </li>
        ))}
      </ol>
    </SidePanel>
  );
}

/** The header's "Activity" button and its panel, offered to administrators only (the API answers 403 to others). */
export function PageActivity({ pageId }: { pageId: number }) {
  const { user } = useSession();
  const [open, setOpen] = useState(false);
  if (!user || !canReadPageAudit(user)) return null;
  return (
    <>
      <button type="button" onClick={() => setOpen((shown) => !shown)} aria-expanded={open}>
        Activity
      </button>
      {open ? <AuditPanel pageId={pageId} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

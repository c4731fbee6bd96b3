"use client";
// Publication: the status badge, Publish now, Schedule (typed in the editor's own time zone, sent as UTC seconds;
// a past time is refused here before the API would), Unpublish, Archive/Unarchive and Preview.
import type { AuthoredPage, PageStatus } from "@storyfront/schemas";
import { useId, useState, type FormEvent } from "react";
import { statusWords } from "../page/page-status";
import styles from "./publishing.module.css";
import { browserZone, formatInZone, localInputToUnix, unixToLocalInput } from "./zone-time";

export type PublishAction = "publish" | "unpublish" | "archive" | "unarchive" | { schedule: number };

type Props = {
  page: AuthoredPage;
  status: PageStatus;
  busy: boolean;
  onAction: (action: PublishAction) => void;
  previewHref: string;
};

export function StatusBadge({ status, publishAt }: { status: PageStatus; publishAt: number | null }) {
  return (
    <span className={`${styles.badge} ${styles[status] ?? ""}`} data-status={status}>
      {statusWords[status]}
      {status === "scheduled" && publishAt !== null ? ` for ${formatInZone(publishAt, browserZone())}` : null}
    </span>
  );
}

export function PublishBar({ page, status, busy, onAction, previewHref }: Props) {
  const zone = browserZone();
  const [scheduling, setScheduling] = useState(false);
  const [when, setWhen] = useState(() => unixToLocalInput(page.publishAt ?? Math.floor(Date.now() / 1000) + 3600, zone));
  const [problem, setProblem] = useState<string | null>(null);
  const id = useId();
  const schedule = (event: FormEvent) => {
    event.preventDefault();
    const seconds = localInputToUnix(when, zone);
    if (seconds === null) return setProblem("Enter a date and a time.");
    if (seconds <= Date.now() / 1000) return setProblem("That time has passed; pick one in the future.");
    setProblem(null);
    setScheduling(false);
    onAction({ schedule: seconds });
  };
  const archived = status === "archived";
  return (
    <div className={styles.bar} aria-label="Publishing" role="group">
      <StatusBadge status={status} publishAt={page.publishAt} />
      {!archived ? (
        <button type="button" onClick={() => onAction("publish")} disabled={busy}>
          {status === "published" ? "Publish changes" : "Publish now"}
        </button>
      ) : null}
      {!archived && status !== "published" ? (
        <button
          type="button"
          onClick={() => setScheduling((open) => !open)}
          aria-expanded={scheduling}
          aria-controls={`${id}-schedule`}
          disabled={busy}
        >
          Schedule…
        </button>
      ) : null}
      {status === "published" || status === "scheduled" ? (
        <button type="button" onClick={() => onAction("unpublish")} disabled={busy}>
          {status === "scheduled" ? "Cancel schedule" : "Unpublish"}
        </button>
      ) : null}
      <button type="button" onClick={() => onAction(archived ? "unarchive" : "archive")} disabled={busy}>
        {archived ? "Unarchive" : "Archive"}
      </button>
      <a href={previewHref} target="_blank" rel="noopener" className={styles.preview}>
        Preview<span className={styles.visuallyHidden}> (opens in a new tab)</span>
      </a>
      {scheduling ? (
        <form id={`${id}-schedule`} onSubmit={schedule} className={styles.schedule} noValidate>
          <label htmlFor={`${id}-when`}>
            Publish at <span className={styles.zone}>({zone})</span>
          </label>
          <input
            id={`${id}-when`}
            type="datetime-local"
            value={when}
            min={unixToLocalInput(Math.floor(Date.now() / 1000), zone)}
            onChange={(event) => setWhen(event.target.value)}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? `${id}-problem` : undefined}
          />
          <button type="submit">Schedule</button>
          {problem ? (
            <p id={`${id}-problem`} className={styles.problem}>
              {problem}
            </p>
          ) : null}
        </form>
      ) : null}
    </div>
  );
}

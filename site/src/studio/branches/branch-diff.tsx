"use client";
// The visual diff of one content branch, on its row of the Studio's branches page: Run shoots the branch's preview and
// production on the running site (no build), the row counts the shots while it runs (asked once a second), then links
// the report on the branch's preview host. Stop ends a run; Run waits while one runs, also one another editor started.
import { useCallback, useEffect, useState } from "react";
import { callSite, type SiteCallBody } from "@/api-client/call-site";
import styles from "./branch-diff.module.css";

type BranchDiffJob = SiteCallBody<"studioBranchDiff", 200>;

const short = (commit: string | undefined) => (commit ?? "").slice(0, 7);

function Outcome({ job, preview }: { job: BranchDiffJob; preview: string }) {
  if (job.state === "running")
    return job.shots ? (
      <>
        {job.shots.done} of {job.shots.total} shots
        <progress max={job.shots.total} value={job.shots.done} aria-label="Shots taken" />
      </>
    ) : (
      <>{job.step}</>
    );
  if (job.state === "failed") return <span className={styles.error}>Failed: {job.step}</span>;
  if (job.state === "stopped") return <>Stopped; no report was written.</>;
  if (!job.reportPath) return null;
  const seconds = job.finishedAt && job.startedAt ? ` in ${Math.round((job.finishedAt - job.startedAt) / 1000)} s` : "";
  return (
    <>
      <a href={`${preview}${job.reportPath}`}>Visual diff report</a> of {short(job.commit)}
      {job.commit === job.head ? seconds : ", an earlier commit: run it again for the newest"}
    </>
  );
}

export function BranchDiff({ branch, preview }: { branch: string; preview: string }) {
  const [job, setJob] = useState<BranchDiffJob | null>(null);
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const poll = useCallback(async () => {
    const answer = await callSite("studioBranchDiff", { query: { branch } }).catch(() => null);
    if (answer?.status === 200) setJob(answer.body);
    else setError("The Studio's server did not answer.");
  }, [branch]);

  useEffect(() => {
    if (job === null) {
      void poll();
      return;
    }
    if (job.state !== "running") return;
    const timer = setTimeout(() => void poll(), 1000);
    return () => clearTimeout(timer);
  }, [job, poll]);

  const act = async (action: "start" | "stop") => {
    setError("");
    setBusy(true);
    const answer = await callSite("studioBranchDiffAction", { body: { branch, action } }).catch(() => null);
    setBusy(false);
    if (answer?.status === 202) setJob(answer.body);
    else setError(answer && "error" in answer.body ? answer.body.error : `The visual diff did not ${action}.`);
  };

  const running = job?.state === "running";
  return (
    <div className={styles.diff} data-diff-state={job?.state ?? "loading"}>
      <button type="button" onClick={() => void act("start")} disabled={busy || running || job === null}>
        {running ? "Visual diff running…" : "Run visual diff"}
      </button>
      {running ? (
        <button type="button" onClick={() => void act("stop")} disabled={busy}>
          Stop
        </button>
      ) : null}
      <p role="status" aria-label={`Visual diff of ${branch}`} className={styles.status}>
        {job ? <Outcome job={job} preview={preview} /> : null}
        {error ? <span className={styles.error}>{error}</span> : null}
      </p>
    </div>
  );
}

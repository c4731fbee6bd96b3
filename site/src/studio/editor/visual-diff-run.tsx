"use client";
// The visual diff on demand: starts `npm run preview:diff` on the Studio's server, shows its progress (polled
// once a second while it runs, also after the panel was closed and opened again), stops it, and links its report.
import { useCallback, useEffect, useState } from "react";
import type { DiffJob } from "../visual-diff/visual-diff-job";
import { callSite } from "@/api-client/call-site";
import styles from "./propose-flow.module.css";

const seconds = (job: DiffJob) => Math.round(((job.finishedAt ?? Date.now()) - (job.startedAt ?? Date.now())) / 1000);

export function VisualDiffRun({ pages }: { pages: number }) {
  const [job, setJob] = useState<DiffJob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const poll = useCallback(async () => {
    const answer = await callSite("studioDiff").catch(() => null);
    if (answer?.status === 200) setJob(answer.body);
    else setError("The Studio's server did not answer.");
  }, []);

  useEffect(() => {
    if (job === null) void poll();
    if (job?.state !== "running") return;
    const timer = setTimeout(() => void poll(), 1000);
    return () => clearTimeout(timer);
  }, [job, poll]);

  const start = async () => {
    setError(null);
    setStarting(true);
    const answer = await callSite("studioDiffStart").catch(() => null);
    setStarting(false);
    if (answer?.status === 202) setJob(answer.body);
    else setError("The visual diff did not start.");
  };

  const stop = async () => {
    setError(null);
    const answer = await callSite("studioDiffStop").catch(() => null);
    if (answer?.status === 202) setJob(answer.body);
    else setError("The visual diff did not stop.");
  };

  const running = starting || job?.state === "running";
  return (
    <section aria-labelledby="studio-visual-diff" className={styles.section}>
      <h3 id="studio-visual-diff">Visual diff</h3>
      <p className={styles.hint}>
        Builds the base and your working tree, shoots the {pages === 1 ? "changed page" : `${pages} changed pages`} at 375 and 1440 px and
        compares them (<code>npm run preview:diff</code>; a few minutes, most of it building).
      </p>
      <div className={styles.actions}>
        {/* Not before the server has said whether one runs: a panel opened again during a run must not start another. */}
        <button type="button" onClick={() => void start()} disabled={running || job === null || pages === 0}>
          {job && job.state !== "idle" ? "Run the visual diff again" : "Run the visual diff"}
        </button>
        {job?.state === "running" ? (
          <button type="button" onClick={() => void stop()}>
            Stop the visual diff
          </button>
        ) : null}
      </div>
      {starting ? <p role="status">Starting the visual diff…</p> : null}
      {job && job.state !== "idle" && !starting ? (
        <div role="status" aria-label="Visual diff progress" className={styles.progress} data-state={job.state}>
          <p>
            {job.state === "running"
              ? `Running against ${job.base} (${seconds(job)} s): ${job.step}`
              : job.state === "done" && job.shots
                ? `Done in ${seconds(job)} s: ${job.shots.done} of ${job.shots.total} shots compared against ${job.base}.`
                : job.state === "stopped"
                  ? `Stopped after ${seconds(job)} s; no report was written.`
                  : `${job.state === "done" ? "Done" : "Failed"}: ${job.step}`}
          </p>
          {job.shots ? (
            <progress max={job.shots.total} value={job.shots.done} aria-label="Shots taken">
              {job.shots.done} of {job.shots.total}
            </progress>
          ) : null}
          {job.report && !running ? (
            <p>
              <a href="/api/studio/diff/report" target="_blank" rel="noreferrer">
                Open the visual diff report
              </a>
            </p>
          ) : null}
          <details>
            <summary>Output</summary>
            <pre className={styles.output}>{job.lines.join("\n")}</pre>
          </details>
        </div>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </section>
  );
}

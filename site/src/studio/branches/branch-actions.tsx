"use client";
// Creating a content branch and merging one, from the Studio's branches page: each says what happened, or why not
// (a name that cannot be a branch, a conflict with its files and lines, errors in the merged content).
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callSite } from "@/api-client/call-site";
import styles from "./branches.module.css";

export function CreateBranch() {
  const router = useRouter();
  const [name, setName] = useState("");
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await callSite("studioBranchAction", { body: { action: "create", name } }).catch(() => null);
    setBusy(false);
    if (answer?.status === 200) router.push(`/studio/edit?branch=${encodeURIComponent(answer.body.branch)}`);
    else setError(answer && "error" in answer.body ? String(answer.body.error) : "The branch could not be created; try again.");
  }
  return (
    <form className={styles.create} onSubmit={(event) => void create(event)}>
      <label>
        New branch
        <span className={styles.hint}>lowercase letters, digits and hyphens, e.g. spring-offer</span>
        <input value={name} onChange={(event) => setName(event.target.value)} required aria-describedby="create-branch-error" />
      </label>
      <button type="submit" disabled={busy}>
        Create from main
      </button>
      <p id="create-branch-error" role="alert" className={styles.error}>
        {error}
      </p>
    </form>
  );
}

type MergeOutcome = { kind: "error"; text: string; details?: string[] } | { kind: "done"; text: string } | null;

export function MergeBranch({ branch, blocked }: { branch: string; blocked: boolean }) {
  const router = useRouter();
  const [outcome, setOutcome] = useState<MergeOutcome>(null);
  const [busy, setBusy] = useState(false);
  async function merge() {
    setBusy(true);
    const answer = await callSite("studioBranchAction", { body: { action: "merge", branch } }).catch(() => null);
    setBusy(false);
    if (!answer) return setOutcome({ kind: "error", text: "The Studio could not be reached; try again." });
    if (answer.status === 200) {
      // A merged branch is closed: the page says so above the list and shows it under "Recently merged".
      if (answer.body.status === "merged") return router.push(`/studio/files?merged=${encodeURIComponent(branch)}`);
      setOutcome({ kind: "done", text: "Already in main." });
      return router.refresh();
    }
    const body = answer.body as {
      error: string;
      files?: { path: string; lines: number[] }[];
      problems?: { file: string; line: number; message: string }[];
    };
    const details = [
      ...(body.files ?? []).map((file) => `${file.path}${file.lines.length ? `, line ${file.lines.join(", ")}` : ""}`),
      ...(body.problems ?? []).map((problem) => `${problem.file}:${problem.line} ${problem.message}`),
    ];
    setOutcome({ kind: "error", text: body.error, details });
  }
  return (
    <div className={styles.merge}>
      <button
        type="button"
        onClick={() => void merge()}
        disabled={busy || blocked}
        title={blocked ? "Fix the checker's errors first" : undefined}
      >
        {busy ? "Merging…" : "Merge into main"}
      </button>
      <div role="status" className={outcome?.kind === "error" ? styles.error : styles.done}>
        {outcome?.text}
        {outcome?.kind === "error" && outcome.details?.length ? (
          <ul>
            {outcome.details.map((detail) => (
              <li key={detail}>{detail}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}

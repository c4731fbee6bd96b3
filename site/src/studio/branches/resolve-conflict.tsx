"use client";
// The resolve screen of a push conflict: for each file both this branch and the remote changed, the remote's version
// with this branch's changes marked, and the choice of which stays. Nothing is chosen for the editor.
import { useRouter } from "next/navigation";
import { useState, type FormEvent } from "react";
import { callSite } from "@/api-client/call-site";
import { ChangedLines } from "./changed-lines";
import styles from "./resolve-conflict.module.css";

type Side = { file: string; mine: string | null; theirs: string | null; theirsBy: string; theirsAt: string };
type Choice = "mine" | "theirs";

export function ResolveConflict({ branch, files }: { branch: string; files: readonly Side[] }) {
  const router = useRouter();
  const [choices, setChoices] = useState<Record<string, Choice>>({});
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  async function resolve(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    const answer = await callSite("studioBranchAction", { body: { action: "resolve", branch, choices } }).catch(() => null);
    setBusy(false);
    if (answer?.status === 200) return router.push("/studio/files");
    setError(answer && "error" in answer.body ? String(answer.body.error) : "The Studio could not be reached; try again.");
  }
  return (
    <div className={styles.page}>
      <h1>Resolve: {branch}</h1>
      {files.length === 0 ? (
        <p>
          Nothing to resolve: the saves of {branch} are not in conflict with the remote. <a href="/studio/files">Back to the branches</a>
        </p>
      ) : (
        <form onSubmit={(event) => void resolve(event)}>
          <p className={styles.lead}>
            Someone else pushed changes to the same files of this branch first, so your saves are kept here but not pushed. For each file,
            choose the version that stays; your other saves are kept either way.
          </p>
          {files.map((side) => (
            <fieldset key={side.file} className={styles.file}>
              <legend>
                <code>content/{side.file.replace(/^content\//, "")}</code>
              </legend>
              <p className={styles.meta}>
                Last changed on the remote by {side.theirsBy || "someone"}
                {side.theirsAt ? `, ${new Date(side.theirsAt).toLocaleString("en-GB")}` : ""}. Their lines (−) and yours (+):
              </p>
              <ChangedLines before={side.theirs ?? ""} after={side.mine ?? ""} label={`Your changes to ${side.file}`} />
              {(["mine", "theirs"] as const).map((choice) => (
                <label key={choice} className={styles.choice}>
                  <input
                    type="radio"
                    name={side.file}
                    value={choice}
                    required
                    checked={choices[side.file] === choice}
                    onChange={() => setChoices((now) => ({ ...now, [side.file]: choice }))}
                  />
                  {choice === "mine"
                    ? side.mine === null
                      ? "Keep my deletion of the file"
                      : "Keep my version (replaces theirs)"
                    : "Keep their version (drops my changes to this file)"}
                </label>
              ))}
            </fieldset>
          ))}
          <button type="submit" className={styles.submit} disabled={busy}>
            {busy ? "Resolving…" : "Resolve and push"}
          </button>
          <p role="alert" className={styles.error}>
            {error}
          </p>
        </form>
      )}
    </div>
  );
}

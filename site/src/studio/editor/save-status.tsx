"use client";
// Under the Studio's header: the opened file, whether it has unsaved edits and what the last action did; and when the
// file changed on disk since it was opened, the alert that Save will not overwrite it, with a reload.
import styles from "./studio.module.css";
import { useOnlineBranch } from "../online/branch-context";

export function SaveStatus({
  file,
  unsaved,
  status,
  conflict,
  onReload,
}: {
  file: string;
  unsaved: boolean;
  status: string;
  conflict: boolean;
  onReload: () => void;
}) {
  // Online, the file is a content branch's: someone else saved it there.
  const where = useOnlineBranch() ? "on the branch" : "on disk";
  return (
    <>
      <p role="status" className={styles.status}>
        <code>{file}</code> {unsaved ? "· unsaved edits" : "· saved"} {status ? `· ${status}` : ""}
      </p>
      {conflict ? (
        <div role="alert" className={styles.conflict}>
          {file} changed {where} since you opened it; saving would overwrite that change.{" "}
          <button type="button" onClick={onReload}>
            Reload {where === "on disk" ? "from disk" : "from the branch"}
          </button>
        </div>
      ) : null}
    </>
  );
}

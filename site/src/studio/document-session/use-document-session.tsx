"use client";
// One document open in the Studio, whichever editor shows it (the block canvas, a long-form page, a library form):
// the checker's problems, Save with its rules (refused while errors remain, never over a file changed on disk since
// it was opened: 409, reload offered), the reload from disk, whether edits are unsaved, and the questions asked
// before they are lost (leaving, reloading).
import { useCallback, useState } from "react";
import { callSite } from "@/api-client/call-site";
import { ConfirmDialog } from "../editor/confirm-dialog";
import { useLeaveGuard } from "../editor/leave-guard";
import { useOnlineBranch } from "../online/branch-context";
import { refusedForErrors, saveDocument } from "../editor/save-document";
import { useChecker } from "./use-checker";

interface Options {
  file: string;
  /** The hash of the file as opened, which Save sends so a file changed on disk since is never overwritten. */
  hash: string;
  /** The document as the editor holds it now (what the checker checks); stable between renders while unchanged. */
  data: unknown;
  /**
   * What Save writes, when the editor holds edits the render has not caught up with yet (the canvas's typing):
   * `unchecked` then, and the server's check decides instead of the problems shown.
   */
  toSave?: () => { document: unknown; unchecked: boolean };
  /** Puts the file's text as read again from disk into the editor; the document it now holds. */
  onReload: (text: string) => unknown;
}

export function useDocumentSession({ file, hash: openedHash, data, toSave, onReload }: Options) {
  const { problems, setProblems, checked } = useChecker(file, data);
  const [hash, setHash] = useState(openedHash);
  const [saved, setSaved] = useState(() => JSON.stringify(data));
  // What the last action said, and of which document: "Saved …" is true only of the document it saved.
  const [said, setSaid] = useState({ text: "", of: "" });
  const [conflict, setConflict] = useState(false);
  const [askingReload, setAskingReload] = useState(false);
  const now = JSON.stringify(data);
  const unsaved = now !== saved;
  const status = said.of === now ? said.text : "";
  const { leave, dialog: leaveDialog } = useLeaveGuard(unsaved, file);
  const where = useOnlineBranch() ? "the branch" : "disk";

  const save = useCallback(async () => {
    const { document, unchecked } = toSave?.() ?? { document: data, unchecked: false };
    const of = JSON.stringify(document);
    if (!unchecked && problems.errors.length > 0) return setSaid({ text: refusedForErrors(problems.errors.length), of });
    setSaid({ text: "Saving…", of });
    const outcome = await saveDocument(file, document, hash);
    setSaid({ text: outcome.status, of });
    if (outcome.conflict) setConflict(true);
    if (outcome.problems) setProblems(outcome.problems);
    if (outcome.hash === undefined) return;
    setSaved(of);
    setHash(outcome.hash);
  }, [data, file, hash, problems.errors.length, setProblems, toSave]);

  const reloadNow = useCallback(async () => {
    const answer = await callSite("studioDocument", { query: { file } }).catch((error: unknown) => ({
      status: 0 as const,
      body: { error: error instanceof Error ? error.message : String(error) },
    }));
    if (answer.status !== 200) return setSaid({ text: `Not reloaded: ${answer.body.error}`, of: now });
    const reloaded = JSON.stringify(onReload(answer.body.text));
    setSaved(reloaded);
    setHash(answer.body.hash);
    setConflict(false);
    setSaid({ text: `Reloaded ${file} from ${where}.`, of: reloaded });
  }, [file, now, onReload, where]);

  /** Reload from disk (or the branch), after asking when it would throw unsaved edits away. */
  const reload = useCallback(() => (unsaved ? setAskingReload(true) : void reloadNow()), [reloadNow, unsaved]);

  const reloadDialog = askingReload ? (
    <ConfirmDialog
      title={`Reload from ${where} and lose your unsaved edits?`}
      keepLabel="Keep my edits"
      loseLabel="Reload and lose my edits"
      onKeep={() => setAskingReload(false)}
      onLose={() => {
        setAskingReload(false);
        void reloadNow();
      }}
    >
      Your edits to <code>{file}</code> are not saved. Reloading replaces them with the file as it is on {where}.
    </ConfirmDialog>
  ) : null;
  const dialogs = (
    <>
      {leaveDialog}
      {reloadDialog}
    </>
  );

  return { problems, checked, status, conflict, unsaved, save, reload, leave, dialogs };
}

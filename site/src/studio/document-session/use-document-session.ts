"use client";
// One document open in the Studio, whichever editor shows it (the block canvas, a long-form page, a library form):
// the checker's problems, Save with its rules (refused while errors remain, never over a file changed on disk since
// it was opened: 409, reload offered), the reload from disk, whether edits are unsaved, and the guard that asks
// before they are lost.
import { useCallback, useState } from "react";
import { callSite } from "@/api-client/call-site";
import { useLeaveGuard } from "../editor/leave-guard";
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
  const [status, setStatus] = useState("");
  const [conflict, setConflict] = useState(false);
  const unsaved = JSON.stringify(data) !== saved;
  const { leave, dialog: leaveDialog } = useLeaveGuard(unsaved, file);

  const save = useCallback(async () => {
    const { document, unchecked } = toSave?.() ?? { document: data, unchecked: false };
    if (!unchecked && problems.errors.length > 0) return setStatus(refusedForErrors(problems.errors.length));
    setStatus("Saving…");
    const outcome = await saveDocument(file, document, hash);
    setStatus(outcome.status);
    if (outcome.conflict) setConflict(true);
    if (outcome.problems) setProblems(outcome.problems);
    if (outcome.hash === undefined) return;
    setSaved(JSON.stringify(document));
    setHash(outcome.hash);
  }, [data, file, hash, problems.errors.length, setProblems, toSave]);

  const reload = useCallback(async () => {
    const answer = await callSite("studioDocument", { query: { file } }).catch((error: unknown) => ({
      status: 0 as const,
      body: { error: error instanceof Error ? error.message : String(error) },
    }));
    if (answer.status !== 200) return setStatus(`Not reloaded: ${answer.body.error}`);
    setSaved(JSON.stringify(onReload(answer.body.text)));
    setHash(answer.body.hash);
    setConflict(false);
    setStatus(`Reloaded ${file} from disk.`);
  }, [file, onReload]);

  return { problems, checked, status, conflict, unsaved, save, reload, leave, leaveDialog };
}

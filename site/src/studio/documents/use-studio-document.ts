"use client";
// One document opened outside the block canvas (a long-form page, a library entry): its form with undo and redo,
// the checker's problems with the document in memory (debounced), and Save with the same rules as landings:
// refused while errors remain, never over a file changed on disk since it was opened (409: reload offered).
import type { Problem } from "@storyfront/content-model";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { refusedForErrors, saveDocument } from "../editor/save-document";
import { studioGet, studioPost } from "../editor/studio-fetch";
import { useHistory } from "./use-history";

export interface Problems {
  errors: Problem[];
  warnings: Problem[];
}

interface Options<F> {
  file: string;
  form: F;
  hash: string;
  /** The file's value (what check and save send) from the form. */
  dataOf: (form: F) => unknown;
  /** The form of the file's text as read again from disk. */
  formOf: (text: string) => F;
}

export function useStudioDocument<F>({ file, form: initial, hash: openedHash, dataOf, formOf }: Options<F>) {
  const history = useHistory(initial);
  const data = useMemo(() => dataOf(history.present), [dataOf, history.present]);
  const [hash, setHash] = useState(openedHash);
  const [saved, setSaved] = useState(() => JSON.stringify(dataOf(initial)));
  const [problems, setProblems] = useState<Problems>({ errors: [], warnings: [] });
  const [checked, setChecked] = useState(false);
  const [status, setStatus] = useState("");
  const [conflict, setConflict] = useState(false);
  const checkRun = useRef(0);
  const unsaved = JSON.stringify(data) !== saved;

  useEffect(() => {
    const run = ++checkRun.current;
    let timer: ReturnType<typeof setTimeout>;
    // A check that fails (next dev still compiling the route, a busy server) is tried again, later each time:
    // the panel says "Checking…" until an answer comes, so one lost answer must not leave it there.
    const attempt = async (wait: number) => {
      const answer = await studioPost<Problems>("/api/studio/check", { file, data }).catch(() => null);
      if (run !== checkRun.current) return;
      if (!answer?.ok) return void (timer = setTimeout(() => void attempt(Math.min(wait * 2, 10_000)), wait));
      setProblems(answer.body);
      setChecked(true);
    };
    timer = setTimeout(() => void attempt(1_000), 200);
    return () => clearTimeout(timer);
  }, [file, data]);

  const save = useCallback(async () => {
    if (problems.errors.length > 0) return setStatus(refusedForErrors(problems.errors.length));
    setStatus("Saving…");
    const outcome = await saveDocument(file, data, hash);
    setStatus(outcome.status);
    if (outcome.conflict) setConflict(true);
    if (outcome.problems) setProblems(outcome.problems);
    if (outcome.hash === undefined) return;
    setSaved(JSON.stringify(data));
    setHash(outcome.hash);
  }, [data, file, hash, problems.errors.length]);

  const reload = useCallback(async () => {
    const { body } = await studioGet<{ text: string; hash: string }>(`/api/studio/document?file=${encodeURIComponent(file)}`);
    const form = formOf(body.text);
    history.reset(form);
    setSaved(JSON.stringify(dataOf(form)));
    setHash(body.hash);
    setConflict(false);
    setStatus(`Reloaded ${file} from disk.`);
  }, [dataOf, file, formOf, history]);

  return { ...history, form: history.present, data, problems, checked, status, conflict, unsaved, save, reload };
}

"use client";
// A document edited as a form outside the block canvas (a long-form page, a library entry): the session of
// use-document-session with undo and redo of the form (use-history), typing in one field one step per pause.
import { useCallback, useMemo } from "react";
import { useDocumentSession } from "./use-document-session";
import { useHistory } from "./use-history";

interface Options<F> {
  file: string;
  form: F;
  hash: string;
  /** The file's value (what check and save send) from the form. */
  dataOf: (form: F) => unknown;
  /** The form of the file's text as read again from disk. */
  formOf: (text: string) => F;
}

export function useFormSession<F>({ file, form: initial, hash, dataOf, formOf }: Options<F>) {
  const history = useHistory(initial);
  const { reset } = history;
  const data = useMemo(() => dataOf(history.present), [dataOf, history.present]);
  const onReload = useCallback(
    (text: string) => {
      const form = formOf(text);
      reset(form);
      return dataOf(form);
    },
    [dataOf, formOf, reset],
  );
  const session = useDocumentSession({ file, hash, data, onReload });
  return { ...history, ...session, form: history.present, data };
}

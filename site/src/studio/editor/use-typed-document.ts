"use client";
// The landing's document while the marketer types on the canvas. Puck's data after each keystroke waits here,
// outside React state, until typing pauses: re-rendering the whole Studio per keystroke made an edit take several
// frames to reach the canvas. Then the document state follows (unsaved marker, checker).
import type { Data } from "@puckeditor/core";
import { useCallback, useEffect, useRef, useState } from "react";

type Json = Record<string, unknown>;

/** How long typing must pause before the document state follows the canvas. */
export const typingPauseMs = 200;

export function useTypedDocument(initial: Json, toDocument: (data: Data) => Json) {
  const [current, setCurrent] = useState<Json>(initial);
  // The document as last set, ahead of the render that shows it: that render is a task of its own, and a Save
  // pressed before it runs must not take the previous render's `current` (under load it wrote edits away).
  const latest = useRef<Json>(initial);
  const pending = useRef<Data | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const setDocument = useCallback((next: Json) => {
    latest.current = next;
    setCurrent(next);
  }, []);
  /** Brings the document state up to the canvas now; the settled document, or null when nothing was waiting. */
  const settle = useCallback((): Json | null => {
    clearTimeout(timer.current);
    const data = pending.current;
    if (!data) return null;
    pending.current = null;
    const next = toDocument(data);
    setDocument(next);
    return next;
  }, [toDocument, setDocument]);
  /** Puck's onChange. */
  const onChange = useCallback(
    (data: Data) => {
      pending.current = data;
      clearTimeout(timer.current);
      timer.current = setTimeout(settle, typingPauseMs);
    },
    [settle],
  );
  /** Replaces the document (a reload from disk): what was typed and not yet settled is dropped. */
  const replace = useCallback(
    (next: Json) => {
      pending.current = null;
      clearTimeout(timer.current);
      setDocument(next);
    },
    [setDocument],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  /**
   * What Save writes: the edits still waiting, else the document as last set; `unchecked` when that is not the
   * document this render shows (and the checker's problems are about), which the server then checks instead.
   */
  const toSave = useCallback(() => {
    const document = settle() ?? latest.current;
    return { document, unchecked: document !== current };
  }, [settle, current]);

  return { current, onChange, replace, toSave };
}

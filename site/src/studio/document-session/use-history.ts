"use client";
// Undo and redo for a form edited outside Puck: every change is a step, except that typing in one field is
// one step per pause (changes with the same key less than a second apart replace the last step).
import { useCallback, useRef, useState } from "react";

interface History<T> {
  past: T[];
  present: T;
  future: T[];
}

const maxSteps = 200;
const typingPause = 1000;

export function useHistory<T>(initial: T) {
  const [history, setHistory] = useState<History<T>>({ past: [], present: initial, future: [] });
  const last = useRef<{ key?: string; at: number }>({ at: 0 });

  const set = useCallback((next: T | ((present: T) => T), key?: string) => {
    const now = Date.now();
    const joins = key !== undefined && last.current.key === key && now - last.current.at < typingPause;
    last.current = { key, at: now };
    setHistory(({ past, present }) => {
      const value = typeof next === "function" ? (next as (present: T) => T)(present) : next;
      return { past: joins ? past : [...past, present].slice(-maxSteps), present: value, future: [] };
    });
  }, []);
  const undo = useCallback(() => {
    last.current = { at: 0 };
    setHistory(({ past, present, future }) =>
      past.length === 0 ? { past, present, future } : { past: past.slice(0, -1), present: past.at(-1) as T, future: [present, ...future] },
    );
  }, []);
  const redo = useCallback(() => {
    last.current = { at: 0 };
    setHistory(({ past, present, future }) =>
      future.length === 0 ? { past, present, future } : { past: [...past, present], present: future[0] as T, future: future.slice(1) },
    );
  }, []);
  /** Starts over from a value (a reload from disk): nothing to undo. */
  const reset = useCallback((value: T) => {
    last.current = { at: 0 };
    setHistory({ past: [], present: value, future: [] });
  }, []);

  return { present: history.present, set, undo, redo, reset, canUndo: history.past.length > 0, canRedo: history.future.length > 0 };
}

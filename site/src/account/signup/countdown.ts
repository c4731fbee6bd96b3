"use client";

import { useEffect, useState } from "react";

/** Seconds left of a countdown that started at `seconds` (restarts when `seconds` or `round` change); ticks once a second. */
export function useCountdown(seconds: number, round: number): number {
  const [left, setLeft] = useState(seconds);
  useEffect(() => {
    const ends = Date.now() + seconds * 1000;
    setLeft(seconds);
    if (seconds <= 0) return;
    const timer = setInterval(() => {
      const now = Math.max(0, Math.ceil((ends - Date.now()) / 1000));
      setLeft(now);
      if (now === 0) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [seconds, round]);
  return left;
}

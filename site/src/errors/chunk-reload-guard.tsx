"use client";

import { useEffect } from "react";
import { chunkReloadKey, isChunkLoadError, shouldReload } from "./chunk-reload";

/** Reloads the page when a code chunk fails to load (a deploy replaced it), at most once per 60 s. */
export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      const last = Number(sessionStorage.getItem(chunkReloadKey) ?? NaN);
      if (!shouldReload(Date.now(), Number.isNaN(last) ? null : last)) return;
      sessionStorage.setItem(chunkReloadKey, String(Date.now()));
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, []);
  return null;
}

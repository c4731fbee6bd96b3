"use client";
// Wires the autosave timer to the page: sends the form's fields to PUT /admin/page/{id}/autosave, keeps the state
// in words for the editor, and guards the tab: closing it with work not yet sent asks first (work already sent is
// on the server and comes back when the page is opened again), and a last copy leaves with the closing tab.
import { useEffect, useRef, useState } from "react";
import { callSiteRoute } from "@/api-client/site-route";
import { AutosaveScheduler, type AutosaveOutcome } from "./autosave-scheduler";

type Options = {
  /** The fields as they stand and the version they are based on; null while there is nothing to send. */
  snapshot: () => { baseVersion: number; fields: unknown } | null;
  send: (snapshot: { baseVersion: number; fields: unknown }) => Promise<AutosaveOutcome>;
  /** Where a last copy goes as the tab closes (PUT, keepalive). */
  url: string;
};

export function useAutosave({ snapshot, send, url }: Options) {
  const latest = useRef({ snapshot, send, url });
  latest.current = { snapshot, send, url };
  const [scheduler] = useState(
    () =>
      new AutosaveScheduler({
        send: async () => {
          const current = latest.current.snapshot();
          return current ? latest.current.send(current) : "stored";
        },
        events: typeof window === "undefined" ? undefined : window,
      }),
  );
  useEffect(() => {
    const beforeUnload = (event: BeforeUnloadEvent) => {
      if (!scheduler.hasUnsentWork) return;
      const current = latest.current.snapshot();
      if (current) {
        // Best effort: a keepalive request outlives the tab (browsers cap its body at 64 KB).
        void callSiteRoute(latest.current.url, {
          method: "PUT",
          keepalive: true,
          credentials: "same-origin",
          headers: { "content-type": "application/json" },
          body: JSON.stringify(current),
        }).catch(() => undefined);
      }
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", beforeUnload);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      scheduler.dispose();
    };
  }, [scheduler]);
  return { scheduler };
}

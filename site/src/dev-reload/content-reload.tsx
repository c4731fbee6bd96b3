"use client";
// Dev only: refreshes the open page when a content file is saved, and shows the validator's messages
// over the last good page while the content is broken.
import { useRouter } from "next/navigation";
import { startTransition, useEffect, useState } from "react";
import type { ContentStatus } from "./content-status";
import { ContentProblems } from "./content-problems";

export function ContentReload() {
  const router = useRouter();
  const [problems, setProblems] = useState<string[]>([]);

  useEffect(() => {
    let events: EventSource | undefined;
    let seenVersion: number | undefined;
    // A page opened while the content was broken is an error page: only a reload brings the page back.
    let openedBroken = false;

    const onStatus = (message: MessageEvent<string>) => {
      const status = JSON.parse(message.data) as ContentStatus;
      const first = seenVersion === undefined;
      const changed = !first && status.version !== seenVersion;
      seenVersion = status.version;
      // Lets a benchmark or a browser test see that the page listens, and at which content version.
      document.documentElement.dataset.contentVersion = String(status.version);
      if (status.state === "invalid") {
        if (first) openedBroken = true;
        setProblems(status.problems);
        return;
      }
      setProblems([]);
      if (!changed) return;
      if (openedBroken) window.location.reload();
      else startTransition(() => router.refresh());
    };

    // Only a visible tab listens: browsers allow six connections per host, and a stream per background
    // tab would soon stall the dev server's pages. A tab coming back catches up from the version it saw.
    const listen = () => {
      events?.close();
      events = undefined;
      if (document.visibilityState !== "visible") return;
      events = new EventSource("/api/dev/content-events");
      events.onmessage = onStatus;
    };
    listen();
    document.addEventListener("visibilitychange", listen);
    return () => {
      document.removeEventListener("visibilitychange", listen);
      events?.close();
    };
  }, [router]);

  return problems.length > 0 ? <ContentProblems problems={problems} /> : null;
}

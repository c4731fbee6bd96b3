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
    const events = new EventSource("/api/dev/content-events");
    let seenVersion: number | undefined;
    // A page opened while the content was broken is an error page: only a reload brings the page back.
    let openedBroken = false;
    events.onmessage = (message: MessageEvent<string>) => {
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
    return () => events.close();
  }, [router]);

  return problems.length > 0 ? <ContentProblems problems={problems} /> : null;
}

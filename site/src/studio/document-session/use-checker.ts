"use client";
// The checker's problems with the document in memory (not saved), asked of the Studio's server once the browser
// is idle after a change, so it competes neither with drawing the Studio when it opens nor with typing.
import { useEffect, useState } from "react";
import { callSite } from "@/api-client/call-site";
import type { StudioProblems } from "@/api-client/site-calls";

const firstRetryMs = 1_000;
const lastRetryMs = 10_000;

/** Runs `run` when the browser is idle (at most a second later), or soon where there is no idle callback (Safari). */
function whenIdle(run: () => void): () => void {
  if (typeof requestIdleCallback !== "function") {
    const timer = setTimeout(run, 200);
    return () => clearTimeout(timer);
  }
  const idle = requestIdleCallback(run, { timeout: 1_000 });
  return () => cancelIdleCallback(idle);
}

export function useChecker(file: string, data: unknown) {
  const [problems, setProblems] = useState<StudioProblems>({ errors: [], warnings: [] });
  const [checked, setChecked] = useState(false);

  useEffect(() => {
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // A check that fails (next dev still compiling the route, a busy server) is tried again, later each time: the
    // panel says "Checking…" until an answer comes, so one lost answer must not leave it there.
    const attempt = async (wait: number) => {
      const answer = await callSite("studioCheck", { body: { file, data } }).catch(() => null);
      if (!live) return;
      if (answer?.status !== 200) return void (retry = setTimeout(() => void attempt(Math.min(wait * 2, lastRetryMs)), wait));
      setProblems(answer.body);
      setChecked(true);
    };
    const cancel = whenIdle(() => void attempt(firstRetryMs));
    return () => {
      live = false;
      cancel();
      clearTimeout(retry);
    };
  }, [file, data]);

  return { problems, setProblems, checked };
}

"use client";
// In the online Studio's editor header, in place of "Propose change" (the branch is the proposal): the branch's name,
// its preview and changes (which show a save within seconds, with no build), and whether its saves reached the
// remote, asked again every few seconds while they have not.
import { useEffect, useState } from "react";
import { callSite } from "@/api-client/call-site";
import { useOnlineBranch } from "./branch-context";

type Push = { state: "pushed" | "pending" | "offline" | "conflict"; commits?: number };

const pushText = (push: Push | null) =>
  !push || push.state === "pushed"
    ? ""
    : push.state === "conflict"
      ? "not pushed: the remote changed the same files"
      : `${push.commits ?? 1} save(s) not pushed yet${push.state === "offline" ? " (remote unreachable, retrying)" : ""}`;

export function BranchLinks({ className }: { className?: string }) {
  const online = useOnlineBranch();
  const [push, setPush] = useState<Push | null>(null);
  useEffect(() => {
    if (!online) return;
    let stopped = false;
    const ask = async () => {
      const answer = await callSite("studioBranchState", { query: { branch: online.branch } }).catch(() => null);
      if (!stopped && answer?.status === 200) setPush(answer.body.push);
    };
    void ask();
    const timer = setInterval(() => void ask(), 5_000);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [online]);
  if (!online) return null;
  const notPushed = pushText(push);
  return (
    <span className={className} data-studio-branch={online.branch}>
      <a href="/studio/files" title="Every content branch">
        {online.branch}
      </a>{" "}
      ·{" "}
      <a href={online.previewUrl} target="_blank" rel="noopener">
        Preview
      </a>{" "}
      ·{" "}
      <a href={online.changesUrl} target="_blank" rel="noopener">
        Changes
      </a>
      <span aria-live="polite">{notPushed ? ` · ${notPushed}` : ""}</span>
      {push?.state === "conflict" ? (
        <>
          {" · "}
          <a href={`/studio/resolve?branch=${encodeURIComponent(online.branch)}`}>Resolve</a>
        </>
      ) : null}
    </span>
  );
}

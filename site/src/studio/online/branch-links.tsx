"use client";
// In the online Studio's editor header, in place of "Propose change" (the branch is the proposal): the branch's name
// and its preview and changes, which show a save within seconds, with no build.
import { useOnlineBranch } from "./branch-context";

export function BranchLinks({ className }: { className?: string }) {
  const online = useOnlineBranch();
  if (!online) return null;
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
    </span>
  );
}

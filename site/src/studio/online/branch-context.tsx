"use client";
// Which content branch the online Studio's editor works on (none in the local Studio): its header shows it with
// links to its preview and changes instead of "Propose change", and the long-form preview frame asks for it.
import { createContext, useContext, type ReactNode } from "react";

export interface OnlineBranch {
  /** content/<name> */
  branch: string;
  /** The branch's preview (`content-<name>.preview.<host>`), and its changes page there. */
  previewUrl: string;
  changesUrl: string;
}

const OnlineBranchContext = createContext<OnlineBranch | null>(null);

export function OnlineBranchProvider({ branch, children }: { branch: OnlineBranch; children: ReactNode }) {
  return <OnlineBranchContext value={branch}>{children}</OnlineBranchContext>;
}

export const useOnlineBranch = () => useContext(OnlineBranchContext);

/** The query a Studio page or frame adds to stay on the branch (empty in the local Studio). */
export const branchQuery = (online: OnlineBranch | null) => (online ? `&branch=${encodeURIComponent(online.branch)}` : "");

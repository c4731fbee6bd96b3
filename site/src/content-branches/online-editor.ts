// The online Studio's content files: who edits (the signed-in user, who needs the page-edit permission or the manager
// or administrator role) and which content branch, read on the server for every page and call. Saves are commits by
// that user on that branch (content-store's gitBranch) and are pushed to the remote afterwards (push-queue.ts).
import type { AuthUser } from "@storyfront/schemas";
import { contentBranchName } from "@storyfront/content-model/git/branch-names";
import { contentStore, gitBranch, type ContentStore } from "@storyfront/content-store";
import { cookies } from "next/headers";
import { canEditPages } from "@/account/permissions";
import { getCurrentUser, serverApi } from "@/api-client";
import { domainInfoFor } from "@/domain/domain-info";
import { siteConfig } from "@/domain/site-config";
import { findStudioSite } from "@/domain/studio-host";
import { authCookieNames } from "@/requests/auth-cookies";
import { resolveCommit } from "@storyfront/content-model/git/branch-commits";
import { contentRepository, type ContentRepository } from "./content-repository";

export type OnlineEditor =
  { ok: true; user: AuthUser; repository: ContentRepository } | { ok: false; status: 401 | 403 | 404; error: string };

/** The signed-in user of the Studio's host who may edit content files, or why not. */
export async function onlineEditor(host: string | null): Promise<OnlineEditor> {
  const site = findStudioSite(host, siteConfig);
  const repository = contentRepository();
  if (!site || !repository) return { ok: false, status: 404, error: "Content files are edited online only where content comes from git." };
  const token = (await cookies()).get(authCookieNames.token)?.value;
  const user = token ? await getCurrentUser({ ...serverApi(domainInfoFor(site, siteConfig), "en"), token }) : "expired";
  if (user === "expired") return { ok: false, status: 401, error: "Sign in again: your session has ended." };
  if (!canEditPages(user)) return { ok: false, status: 403, error: "Editing content files needs the page-edit permission." };
  return { ok: true, user, repository };
}

/** A content branch (`content/<name>`) that exists, or why the name is not one. */
export function contentBranch(repository: ContentRepository, requested: string | null): { branch: string } | { error: string } {
  const name = contentBranchName((requested ?? "").replace(/^content\//, ""));
  if (!name.ok) return { error: name.reason };
  if (!resolveCommit(repository.gitDir, `refs/heads/${name.branch}`)) return { error: `There is no content branch ${name.branch}.` };
  return { branch: name.branch };
}

/** onlineEditor and contentBranch together: what every online request on one branch checks first. */
export async function onlineBranch(
  host: string | null,
  requested: string | null,
): Promise<
  { ok: true; user: AuthUser; repository: ContentRepository; branch: string } | { ok: false; status: 400 | 401 | 403 | 404; error: string }
> {
  const editor = await onlineEditor(host);
  if (!editor.ok) return editor;
  const found = contentBranch(editor.repository, requested);
  return "error" in found ? { ok: false, status: 400, error: found.error } : { ...editor, branch: found.branch };
}

/** The commits' author: the signed-in user's name (else username) and e-mail. */
export const authorOf = (user: AuthUser) => ({ name: `${user.firstName} ${user.lastName}`.trim() || user.username, email: user.email });

/** The Studio's store on the branch, committing as the user. */
export const branchStore = (repository: ContentRepository, branch: string, user: AuthUser): ContentStore =>
  contentStore(gitBranch(repository, branch, authorOf(user)));

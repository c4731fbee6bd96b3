// The online Studio's content branches: every open content/<name> branch with its last commit, whether it reached the
// remote, the pages it changes and the checker's verdict, with links to edit, preview and its changes; reviewers
// merge from here (a merged branch is closed and listed under "Recently merged"). What production serves (and a
// commit of main it refused) is said above the list.
import type { AuthUser } from "@storyfront/schemas";
import { canMergeContent } from "@/account/permissions";
import { contentBranches, recentMerges, type BranchSummary } from "@/content-branches/branch-list";
import type { ContentRepository } from "@/content-branches/content-repository";
import { branchPreviewUrl } from "@/content-branches/preview-address";
import { refusedProduction, servedProduction } from "@/content-branches/production-content";
import { siteConfig } from "@/domain/site-config";
import { problemLine } from "@/page-data/content/problem-line";
import { studioSiteBaseUrl, studioSites } from "@/domain/studio-host";
import { CreateBranch, MergeBranch } from "./branch-actions";
import { BranchDiff } from "./branch-diff";
import { RecentMerges } from "./recent-merges";
import styles from "./branches.module.css";

const pushText = (push: BranchSummary["push"]) =>
  push.state === "pushed"
    ? "pushed"
    : push.state === "conflict"
      ? `not pushed: ${push.files.join(", ")} changed on the remote too`
      : `${push.commits} commit(s) not pushed yet${push.state === "offline" ? ` (remote unreachable, retrying)` : ""}`;

export function BranchesView({ repository, user, justMerged }: { repository: ContentRepository; user: AuthUser; justMerged?: string }) {
  const site = studioSites(siteConfig)[0];
  const base = site ? studioSiteBaseUrl(site, siteConfig) : "http://localhost:3000";
  const branches = contentBranches(repository);
  const served = servedProduction();
  const refused = refusedProduction();
  const reviewer = canMergeContent(user);
  const merges = recentMerges(repository);
  // Said only for a merge main really has (the address alone proves nothing).
  const merged = merges.find((merge) => merge.branch === justMerged);
  return (
    <div className={styles.page}>
      <h1>Content branches</h1>
      <p className={styles.lead}>
        Landings, catalogue entries, case studies and messages are edited on a branch of their own; its preview shows every save within
        seconds, and merging it puts it live on production without a build.
      </p>
      {served ? (
        <p className={styles.production}>
          Production serves <code>{served.commit.slice(0, 12)}</code> of {repository.main} since{" "}
          {new Date(served.since).toLocaleString("en-GB")}.
        </p>
      ) : null}
      {refused ? (
        <p role="alert" className={styles.refused}>
          Commit <code>{refused.commit.slice(0, 12)}</code> of {repository.main} was refused at{" "}
          {new Date(refused.at).toLocaleString("en-GB")}: {refused.error.problems.length} problem(s), first{" "}
          <code>{refused.error.problems[0] ? problemLine(refused.error.problems[0]) : ""}</code>. Production keeps serving the previous
          content.
        </p>
      ) : null}
      {merged ? (
        <p role="status" className={styles.done}>
          Merged {merged.branch}: production serves it now, and the branch is closed.
        </p>
      ) : null}
      <CreateBranch />
      {branches.length === 0 ? (
        <p>No content branch yet: create one above to start editing.</p>
      ) : (
        <table className={styles.table}>
          <caption className={styles.caption}>Open branches, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Branch</th>
              <th scope="col">Last change</th>
              <th scope="col">Pages changed</th>
              <th scope="col">Checker</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {branches.map((branch) => {
              const preview = branchPreviewUrl(base, branch.branch, repository.main);
              return (
                <tr key={branch.branch} data-branch={branch.branch}>
                  <th scope="row">
                    <a href={`/studio/edit?branch=${encodeURIComponent(branch.branch)}`}>{branch.name}</a>
                    <span className={styles.push}>
                      {pushText(branch.push)}
                      {branch.push.state === "conflict" ? (
                        <>
                          {" "}
                          <a href={`/studio/resolve?branch=${encodeURIComponent(branch.branch)}`}>Resolve</a>
                        </>
                      ) : null}
                    </span>
                  </th>
                  <td>
                    {branch.subject}
                    <span className={styles.meta}>
                      {branch.author}, {new Date(branch.date).toLocaleString("en-GB")}
                    </span>
                  </td>
                  <td>
                    {branch.changedPages === undefined ? "" : `${branch.changedPages} page${branch.changedPages === 1 ? "" : "s"} · `}
                    <a href={`${preview}/_preview/changes`}>Changes</a>
                  </td>
                  <td>{branch.errors === 0 ? "No errors" : `${branch.errors} error(s): ${branch.firstError}`}</td>
                  <td className={styles.actions}>
                    <a href={`/studio/edit?branch=${encodeURIComponent(branch.branch)}`}>Edit</a>
                    <a href={preview}>Preview</a>
                    <BranchDiff branch={branch.branch} preview={preview} />
                    {reviewer ? <MergeBranch branch={branch.branch} blocked={branch.errors > 0} /> : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <RecentMerges merges={merges} />
    </div>
  );
}

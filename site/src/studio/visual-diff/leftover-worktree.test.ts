import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { removeLeftoverWorktree, worktreeOf } from "./leftover-worktree";

const repo = mkdtempSync(join(tmpdir(), "leftover-repo-"));
const git = (...args: string[]) => execFileSync("git", ["-C", repo, ...args], { encoding: "utf8" });
afterAll(() => rmSync(repo, { recursive: true, force: true }));

describe("a visual diff's leftover worktree", () => {
  it("is read from the diff's line naming it", () => {
    expect(worktreeOf("Base worktree: /tmp/storyfront-diff-base-x/repo (repository /work/site)")).toEqual({
      root: "/tmp/storyfront-diff-base-x/repo",
      repo: "/work/site",
    });
    expect(worktreeOf("Building base main (0000000) …")).toBeUndefined();
  });

  it("goes with its folder and git's record, even half-removed or locked while being added", async () => {
    git("init", "-q");
    writeFileSync(join(repo, "file.txt"), "text\n");
    git("add", "-A");
    git("-c", "user.name=T", "-c", "user.email=t@example.com", "commit", "-q", "-m", "first");
    const root = join(mkdtempSync(join(tmpdir(), "storyfront-diff-base-")), "repo");
    git("worktree", "add", "--detach", "--quiet", root, "HEAD");
    git("worktree", "lock", "--reason", "initializing", root);
    mkdirSync(join(root, "site", ".next-visual-diff"), { recursive: true });
    // Half-removed: the folder's own .git file gone, as after a killed `git worktree remove`.
    rmSync(join(root, ".git"));
    expect(git("worktree", "list").trim().split("\n")).toHaveLength(2);
    await removeLeftoverWorktree({ root, repo });
    expect(existsSync(dirname(root))).toBe(false);
    expect(git("worktree", "list").trim().split("\n")).toHaveLength(1);
  });
});

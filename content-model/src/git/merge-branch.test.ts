import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commitFiles, resolveCommit, updateRef, type FileChange } from "./branch-commits";
import { mergeInto, moveRef } from "./merge-branch";

const scratch = mkdtempSync(join(tmpdir(), "merge-branch-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const gitDir = join(scratch, "repo.git");
execFileSync("git", ["init", "-q", "--bare", "--initial-branch=main", gitDir]);
const run = (...args: string[]) => execFileSync("git", args, { cwd: gitDir, encoding: "utf8" });
const author = { name: "Mira Marketer", email: "mira@example.com" };

const home = "content/landings/home.json";
const about = "content/landings/about.json";
const lines = (...values: string[]) => `${values.join("\n")}\n`;
/** Lines both sides keep between their two edits: more than 3, or git joins the two conflicts into one. */
const kept = ['"b": 2,', '"c": 3,', '"d": 4,', '"e": 5,', '"f": 6,'];
const start = commitFiles(gitDir, {
  parent: null,
  changes: [
    { path: home, data: lines("{", '"a": 1,', ...kept, '"g": 7', "}") },
    { path: about, data: lines("{", '"title": "About"', "}") },
  ],
  author,
  message: "start",
});

/** A branch made of one commit of `changes` on `from`. */
function branchWith(name: string, from: string, changes: FileChange[]): string {
  const commit = commitFiles(gitDir, { parent: from, changes, author, message: name });
  updateRef(gitDir, `refs/heads/${name}`, commit, resolveCommit(gitDir, `refs/heads/${name}`) ?? null);
  return commit;
}

const merge = (target: string, source: string) => mergeInto(gitDir, { target, source, author, message: `merge ${source}` });

describe("merging a content branch without a working tree", () => {
  it("makes a merge commit with both sides' files, target first, and moves no ref", () => {
    const main = branchWith("main", start, [{ path: about, data: lines("{", '"title": "About us"', "}") }]);
    const offer = branchWith("content/offer", start, [{ path: "content/landings/offer.json", data: "{}\n" }]);
    const result = merge("refs/heads/main", "refs/heads/content/offer");
    if (result.kind !== "merged") throw new Error(`expected a merge, got ${result.kind}`);
    expect(run("show", "-s", "--format=%P", result.commit).trim()).toBe(`${main} ${offer}`);
    expect(run("rev-parse", `${result.commit}^{tree}`).trim()).toBe(result.tree);
    expect(run("ls-tree", "-r", "--name-only", result.tree).trim().split("\n")).toEqual([about, home, "content/landings/offer.json"]);
    expect(resolveCommit(gitDir, "main")).toBe(main);
    expect(moveRef(gitDir, "refs/heads/main", result.commit, start)).toBe(false);
    expect(moveRef(gitDir, "refs/heads/main", result.commit, main)).toBe(true);
  });

  it("is up to date when the target has the source already, and fast-forwards when the target has nothing new", () => {
    const main = resolveCommit(gitDir, "main") ?? "";
    expect(merge("main", "content/offer")).toEqual({ kind: "up-to-date", commit: main });
    const ahead = branchWith("content/ahead", main, [{ path: home, data: "{}\n" }]);
    expect(merge("main", "content/ahead")).toEqual({ kind: "merged", commit: ahead, tree: run("rev-parse", `${ahead}^{tree}`).trim() });
  });

  it("records a reviewer's merge as a commit of its own even where a fast-forward would do", () => {
    const main = resolveCommit(gitDir, "main") ?? "";
    const ahead = resolveCommit(gitDir, "content/ahead") ?? "";
    const result = mergeInto(gitDir, {
      target: "main",
      source: "content/ahead",
      author,
      message: "Merge content/ahead",
      mergeCommit: true,
    });
    if (result.kind !== "merged") throw new Error(`not merged: ${result.kind}`);
    expect(run("log", "-1", "--format=%P%x00%s%x00%an", result.commit).trim()).toBe(`${main} ${ahead}\0Merge content/ahead\0Mira Marketer`);
    expect(result.tree).toBe(run("rev-parse", `${ahead}^{tree}`).trim());
  });

  it("reports conflicted files with the lines of their conflict markers, and files conflicting without markers", () => {
    const base = resolveCommit(gitDir, "main") ?? "";
    branchWith("content/left", base, [
      { path: home, data: lines("{", '"a": 10,', ...kept, '"g": 70', "}") },
      { path: about, data: null },
    ]);
    branchWith("content/right", base, [
      { path: home, data: lines("{", '"a": 11,', ...kept, '"g": 71', "}") },
      { path: about, data: lines("{", '"title": "About, again"', "}") },
    ]);
    const result = merge("content/left", "content/right");
    // home: line 1 is "{", the first conflict starts on line 2; the second after its 5 lines and 5 kept ones.
    expect(result).toEqual({
      kind: "conflict",
      files: [
        { path: about, lines: [] },
        { path: home, lines: [2, 12] },
      ],
    });
    expect(resolveCommit(gitDir, "content/left")).not.toBe(resolveCommit(gitDir, "content/right"));
  });

  it("throws for a branch that does not exist", () => {
    expect(() => merge("main", "content/nothing")).toThrow("no content/nothing");
  });
});

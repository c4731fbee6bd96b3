import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commitFiles, createBranch, resolveCommit, saveToBranch, updateRef, type FileChange } from "./branch-commits";

const scratch = mkdtempSync(join(tmpdir(), "branch-commits-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const gitDir = join(scratch, "repo.git");
execFileSync("git", ["init", "-q", "--bare", "--initial-branch=main", gitDir]);
const run = (...args: string[]) => execFileSync("git", args, { cwd: gitDir, encoding: "utf8" });
const mira = { name: "Mira Marketer", email: "mira@example.com" };
const theo = { name: "Theo Translator", email: "theo@example.com" };

const home = "content/landings/home.json";
const about = "content/landings/about.json";
const start = commitFiles(gitDir, {
  parent: null,
  changes: [
    { path: home, data: "{}\n" },
    { path: about, data: "{}\n" },
  ],
  author: mira,
  message: "start",
});
updateRef(gitDir, "refs/heads/main", start, null);

describe("commits without a working tree", () => {
  it("writes, replaces and deletes files on a parent, keeps the bytes, and moves no ref", () => {
    const crlf = "{\r\n}\r\n";
    const binary = Uint8Array.from([0, 255, 10, 13]);
    const changes: FileChange[] = [
      { path: home, data: crlf },
      { path: about, data: null },
      { path: "content/media/pixel.bin", data: binary },
    ];
    const commit = commitFiles(gitDir, { parent: start, changes, author: theo, message: "-m is a message, not an option" });
    expect(run("ls-tree", "-r", "--name-only", commit).split("\n").filter(Boolean)).toEqual([
      "content/landings/home.json",
      "content/media/pixel.bin",
    ]);
    expect(run("cat-file", "blob", `${commit}:${home}`)).toBe(crlf);
    expect(Uint8Array.from(execFileSync("git", ["cat-file", "blob", `${commit}:content/media/pixel.bin`], { cwd: gitDir }))).toEqual(
      binary,
    );
    expect(run("show", "-s", "--format=%P|%an|%ae|%cn|%ce|%B", commit)).toBe(
      `${start}|Theo Translator|theo@example.com|Theo Translator|theo@example.com|-m is a message, not an option\n\n`,
    );
    expect(resolveCommit(gitDir, "main")).toBe(start);
  });

  it("makes no empty commit: changes that leave the tree as it was give the parent back", () => {
    expect(commitFiles(gitDir, { parent: start, changes: [{ path: home, data: "{}\n" }], author: mira, message: "same" })).toBe(start);
  });

  it("resolves refs and commits, and nothing for a missing branch", () => {
    expect(resolveCommit(gitDir, "refs/heads/main")).toBe(start);
    expect(resolveCommit(gitDir, start)).toBe(start);
    expect(resolveCommit(gitDir, "refs/heads/content/nothing")).toBeUndefined();
  });
});

describe("moving refs by compare-and-swap", () => {
  it("moves a ref only from where the caller saw it", () => {
    const next = commitFiles(gitDir, { parent: start, changes: [{ path: about, data: "[]" }], author: mira, message: "next" });
    expect(createBranch(gitDir, "refs/heads/content/cas", start)).toBe(true);
    expect(createBranch(gitDir, "refs/heads/content/cas", next)).toBe(false);
    expect(updateRef(gitDir, "refs/heads/content/cas", next, start)).toBe(true);
    expect(updateRef(gitDir, "refs/heads/content/cas", start, start)).toBe(false);
    expect(resolveCommit(gitDir, "refs/heads/content/cas")).toBe(next);
  });

  it("throws on a real failure rather than reporting a lost race", () => {
    expect(() => updateRef(gitDir, "refs/heads/content/bad..name", start, null)).toThrow();
  });
});

describe("saving to a branch", () => {
  const branch = "refs/heads/content/spring-offer";
  createBranch(gitDir, branch, start);
  const save = (base: string, path: string, data: string | null, author = mira) =>
    saveToBranch(gitDir, { branch, base, changes: [{ path, data }], author, message: `edit ${path}` });

  it("lands two editors' saves on different files, each on the other's", () => {
    const first = save(start, home, '{ "by": "mira" }');
    expect(first.kind).toBe("saved");
    const second = save(start, about, '{ "by": "theo" }', theo);
    expect(second.kind).toBe("saved");
    const tip = resolveCommit(gitDir, branch) ?? "";
    expect(second).toEqual({ kind: "saved", commit: tip });
    expect(run("rev-list", "--count", `${start}..${tip}`).trim()).toBe("2");
    expect(run("cat-file", "blob", `${tip}:${home}`)).toBe('{ "by": "mira" }');
    expect(run("cat-file", "blob", `${tip}:${about}`)).toBe('{ "by": "theo" }');
  });

  it("reports a conflict naming the file another save changed since the editor's base, and writes nothing", () => {
    const tip = resolveCommit(gitDir, branch) ?? "";
    expect(save(start, home, '{ "by": "theo" }', theo)).toEqual({ kind: "conflict", files: [home], tip });
    expect(resolveCommit(gitDir, branch)).toBe(tip);
    expect(save(start, "content/landings/home.json", null).kind).toBe("conflict");
  });

  it("saves from the current tip, and a save that changes nothing keeps the tip", () => {
    const tip = resolveCommit(gitDir, branch) ?? "";
    expect(save(tip, home, '{ "by": "mira" }')).toEqual({ kind: "saved", commit: tip });
    const deleted = save(tip, about, null);
    expect(deleted.kind).toBe("saved");
    expect(run("ls-tree", "-r", "--name-only", branch).trim()).toBe(home);
  });

  it("refuses to save to a branch that does not exist", () => {
    expect(() => saveToBranch(gitDir, { branch: "refs/heads/content/gone", base: start, changes: [], author: mira, message: "x" })).toThrow(
      "no branch",
    );
  });
});

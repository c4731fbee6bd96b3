import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { commitFiles, createBranch, resolveCommit, saveToBranch, updateRef, type Author } from "./branch-commits";
import { conflictSides, resolvePushConflict } from "./push-replay";
import { deleteRemoteBranch, fetchRemote, openRepository, pushBranch, redactCredentials, unpushedCount } from "./remote-sync";

const scratch = mkdtempSync(join(tmpdir(), "remote-sync-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
const remote = join(scratch, "remote.git");
execFileSync("git", ["init", "-q", "--bare", "--initial-branch=main", remote]);
const run = (gitDir: string, ...args: string[]) => execFileSync("git", args, { cwd: gitDir, encoding: "utf8" }).trim();
const mira = { name: "Mira Marketer", email: "mira@example.com" };
const theo = { name: "Theo Translator", email: "theo@example.com" };

const one = "content/landings/one.json";
const two = "content/landings/two.json";
const start = commitFiles(remote, {
  parent: null,
  changes: [
    { path: one, data: "{}\n" },
    { path: two, data: "{}\n" },
  ],
  author: mira,
  message: "start",
});
updateRef(remote, "refs/heads/main", start, null);

// Two instances of the server, each with its own bare clone of the one remote.
const a = (await openRepository({ dir: join(scratch, "instances/a.git"), remote })).gitDir;
const b = (await openRepository({ dir: join(scratch, "instances/b.git"), remote })).gitDir;
const branch = "content/spring-offer";
const ref = `refs/heads/${branch}`;

function save(gitDir: string, path: string, data: string, author: Author) {
  const tip = resolveCommit(gitDir, ref) ?? "";
  const saved = saveToBranch(gitDir, {
    branch: ref,
    base: tip,
    changes: [{ path, data }],
    author,
    message: `${author.name} edits ${path}`,
  });
  if (saved.kind !== "saved") throw new Error("the save conflicted");
  return saved.commit;
}

describe("a bare clone kept in step with a remote", () => {
  it("clones with remote-tracking branches, and opens an existing clone without cloning again", async () => {
    expect(resolveCommit(a, "refs/remotes/origin/main")).toBe(start);
    expect(resolveCommit(a, "refs/heads/main")).toBe(start);
    expect((await openRepository({ dir: a, remote: join(scratch, "no-such-remote.git") })).gitDir).toBe(a);
  });

  it("pushes a new branch, and the other instance's fetch creates it", async () => {
    createBranch(a, ref, start);
    expect(unpushedCount(a, branch)).toBe(0);
    expect(await pushBranch(a, branch)).toEqual({ kind: "pushed", commit: start });
    await fetchRemote(b);
    expect(resolveCommit(b, ref)).toBe(start);
  });

  it("lands both instances' saves on different files: one pushed, the other replayed on it", async () => {
    save(a, one, '{ "by": "mira" }\n', mira);
    save(b, two, '{ "by": "theo" }\n', theo);
    expect(unpushedCount(b, branch)).toBe(1);
    expect((await pushBranch(a, branch)).kind).toBe("pushed");
    const replayed = await pushBranch(b, branch);
    expect(replayed).toEqual({ kind: "replayed", commit: resolveCommit(remote, ref) });
    expect(run(remote, "cat-file", "blob", `${ref}:${one}`)).toBe('{ "by": "mira" }');
    expect(run(remote, "cat-file", "blob", `${ref}:${two}`)).toBe('{ "by": "theo" }');
    expect(run(remote, "show", "-s", "--format=%an|%s", ref)).toBe(`Theo Translator|Theo Translator edits ${two}`);
    expect(resolveCommit(b, ref)).toBe(resolveCommit(remote, ref));
    expect(unpushedCount(b, branch)).toBe(0);
  });

  it("fast-forwards a branch with nothing unpushed on fetch", async () => {
    await fetchRemote(a);
    expect(resolveCommit(a, ref)).toBe(resolveCommit(remote, ref));
  });

  it("runs one process's concurrent pushes of a branch one after the other: the first replays, the second finds it pushed", async () => {
    save(a, one, '{ "by": "mira", "queued": true }\n', mira);
    save(b, two, '{ "by": "theo", "queued": true }\n', theo);
    expect((await pushBranch(a, branch)).kind).toBe("pushed");
    const [first, second] = await Promise.all([pushBranch(b, branch), pushBranch(b, branch)]);
    const tip = resolveCommit(remote, ref);
    expect(first).toEqual({ kind: "replayed", commit: tip });
    expect(second).toEqual({ kind: "pushed", commit: tip });
    expect(resolveCommit(b, ref)).toBe(tip);
    await fetchRemote(a);
    expect(resolveCommit(a, ref)).toBe(tip);
  });

  it("reports a conflict when both changed the same file, and keeps the local commit", async () => {
    save(a, one, '{ "by": "mira", "again": true }\n', mira);
    const local = save(b, one, '{ "by": "theo", "again": true }\n', theo);
    expect((await pushBranch(a, branch)).kind).toBe("pushed");
    expect(await pushBranch(b, branch)).toEqual({ kind: "conflict", files: [one] });
    expect(resolveCommit(b, ref)).toBe(local);
    expect(unpushedCount(b, branch)).toBe(1);
    await fetchRemote(b);
    expect(resolveCommit(b, ref)).toBe(local);
  });

  it("resolves a push conflict as the editor chooses: the remote's version, or theirs replaced by mine", async () => {
    // The conflict above: b's version of `one` against the one a pushed.
    const [sides] = conflictSides(b, branch, [one]);
    expect(sides).toMatchObject({ file: one, mine: '{ "by": "theo", "again": true }\n', theirs: '{ "by": "mira", "again": true }\n' });
    expect(sides).toMatchObject({ theirsBy: "Mira Marketer", theirsAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) });
    expect(await resolvePushConflict(b, branch, new Map())).toEqual({ kind: "conflict", files: [one] });
    expect(await resolvePushConflict(b, branch, new Map([[one, "theirs"]]))).toEqual({ kind: "resolved" });
    expect(resolveCommit(b, ref)).toBe(resolveCommit(remote, ref));
    expect(unpushedCount(b, branch)).toBe(0);

    save(a, one, '{ "by": "mira", "third": true }\n', mira);
    save(b, one, '{ "by": "theo", "third": true }\n', theo);
    save(b, two, '{ "by": "theo", "also": true }\n', theo);
    expect((await pushBranch(a, branch)).kind).toBe("pushed");
    expect(await pushBranch(b, branch)).toEqual({ kind: "conflict", files: [one] });
    expect(await resolvePushConflict(b, branch, new Map([[one, "mine"]]))).toEqual({ kind: "resolved" });
    expect((await pushBranch(b, branch)).kind).toBe("pushed");
    expect(run(remote, "show", `${branch}:${one}`)).toBe('{ "by": "theo", "third": true }');
    expect(run(remote, "show", `${branch}:${two}`)).toBe('{ "by": "theo", "also": true }');
  });

  it("follows a branch someone force-pushed on the remote where it has nothing unpushed", async () => {
    await fetchRemote(a);
    const pushed = resolveCommit(remote, ref) ?? "";
    expect(resolveCommit(a, ref)).toBe(pushed);
    const rewritten = commitFiles(remote, {
      parent: start,
      changes: [{ path: two, data: '{ "rewritten": true }\n' }],
      author: theo,
      message: "rewrite",
    });
    updateRef(remote, ref, rewritten, pushed);
    await fetchRemote(a);
    expect(resolveCommit(a, ref)).toBe(rewritten);
  });

  it("deletes a merged branch on the remote only where it still is; other instances drop it unless they hold unpushed saves", async () => {
    for (const name of ["content/done", "content/kept", "content/moved"]) {
      createBranch(a, `refs/heads/${name}`, start);
      expect((await pushBranch(a, name)).kind).toBe("pushed");
    }
    await fetchRemote(b);
    const kept = commitFiles(b, { parent: start, changes: [{ path: two, data: '{ "late": true }\n' }], author: theo, message: "late" });
    updateRef(b, "refs/heads/content/kept", kept, start);
    // Someone pushed to content/moved since this instance read it: its lease fails and the remote keeps the branch.
    const moved = commitFiles(remote, {
      parent: start,
      changes: [{ path: one, data: '{ "moved": true }\n' }],
      author: theo,
      message: "moved",
    });
    updateRef(remote, "refs/heads/content/moved", moved, start);

    for (const name of ["content/done", "content/kept", "content/moved"]) await deleteRemoteBranch(a, name, start);
    expect(resolveCommit(remote, "refs/heads/content/done")).toBeUndefined();
    expect(resolveCommit(remote, "refs/heads/content/kept")).toBeUndefined();
    expect(resolveCommit(remote, "refs/heads/content/moved")).toBe(moved);
    await deleteRemoteBranch(a, "content/never-pushed", start);

    await fetchRemote(b);
    expect(resolveCommit(b, "refs/heads/content/done")).toBeUndefined();
    expect(resolveCommit(b, "refs/heads/content/kept")).toBe(kept);
    expect(unpushedCount(b, "content/kept")).toBe(1);
  });

  it("never moves back a branch that a save or merge moved while a fetch ran", async () => {
    const main = resolveCommit(a, "refs/heads/main") ?? "";
    const merge = commitFiles(a, { parent: main, changes: [{ path: two, data: '{ "merged": true }\n' }], author: mira, message: "merge" });
    const fetching = fetchRemote(a);
    updateRef(a, "refs/heads/main", merge, main);
    await fetching;
    expect(resolveCommit(a, "refs/heads/main")).toBe(merge);
    expect((await pushBranch(a, "main")).kind).toBe("pushed");
  });

  it("runs fetches and pushes of one repository side by side without tripping on git's ref locks", async () => {
    const names = ["content/side-1", "content/side-2", "content/side-3"];
    for (const name of names) createBranch(a, `refs/heads/${name}`, start);
    const [, pushed] = await Promise.all([
      fetchRemote(a),
      Promise.all(names.map((name) => pushBranch(a, name))),
      fetchRemote(a),
      fetchRemote(a),
    ]);
    expect(pushed.map((result) => result.kind)).toEqual(["pushed", "pushed", "pushed"]);
    for (const name of names) expect(resolveCommit(remote, `refs/heads/${name}`)).toBe(start);
  });

  it("is offline when the remote cannot be reached, keeps the commit, and never shows the URL's credentials", async () => {
    const local = resolveCommit(b, ref);
    run(b, "remote", "set-url", "origin", join(scratch, "no-such-remote.git"));
    expect(await pushBranch(b, branch)).toMatchObject({ kind: "offline" });
    run(b, "remote", "set-url", "origin", "https://editor:s3cret@127.0.0.1:9/content.git");
    const offline = await pushBranch(b, branch);
    expect(offline.kind).toBe("offline");
    expect(JSON.stringify(offline)).not.toContain("s3cret");
    await expect(fetchRemote(b)).rejects.toThrow("127.0.0.1");
    expect(resolveCommit(b, ref)).toBe(local);
    await expect(openRepository({ dir: join(scratch, "c.git"), remote: "https://editor:s3cret@127.0.0.1:9/x.git" })).rejects.toThrow(
      /could not clone https:\/\/\*\*\*@127\.0\.0\.1:9\/x\.git/,
    );
  });

  it("counts a new branch's own commits only, and redacts credentials in any text", () => {
    createBranch(a, "refs/heads/content/new", resolveCommit(a, "main") ?? "");
    expect(unpushedCount(a, "content/new")).toBe(0);
    expect(unpushedCount(a, "content/none")).toBe(0);
    expect(redactCredentials("fatal: https://u:p@host/x and ssh://git@host/y")).toBe("fatal: https://***@host/x and ssh://***@host/y");
  });
});

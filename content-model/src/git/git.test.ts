import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { git, gitAsync, gitBytesAsync, type GitError } from "./git";

const scratch = mkdtempSync(join(tmpdir(), "git-async-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));
execFileSync("git", ["init", "-q", "--bare", scratch]);

describe("git without blocking", () => {
  it("answers like git(), with the input on standard input and the environment given", async () => {
    const args = ["hash-object", "-w", "--stdin"];
    expect(await gitAsync(scratch, args, { input: "hello\n" })).toBe(git(scratch, args, { input: "hello\n" }));
    expect(await gitAsync(scratch, ["cat-file", "--batch-check"], { input: "HEAD\n" })).toBe("HEAD missing\n");
    const env = { ...process.env, GIT_CONFIG_PARAMETERS: "'storyfront.probe=yes'" };
    expect(await gitAsync(scratch, ["config", "storyfront.probe"], { env })).toBe("yes\n");
    expect(await gitBytesAsync(scratch, ["cat-file", "blob", "ce013625030ba8dba906f756967f9e9ca394464a"])).toEqual(Buffer.from("hello\n"));
  });

  it("rejects as execFileSync throws: exit status, standard output and error", async () => {
    const failure = (await gitAsync(scratch, ["rev-parse", "--verify", "no-such-ref"]).catch((error: unknown) => error)) as GitError;
    expect(failure).toBeInstanceOf(Error);
    expect(failure.status).toBe(128);
    expect(failure.stdout).toEqual(Buffer.alloc(0));
    expect(failure.stderr.toString("utf8")).toContain("fatal");
    expect(failure.message).toContain("no-such-ref");
  });
});

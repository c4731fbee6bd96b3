// The remote of the content-branch specs and benchmark: this checkout's content as main, one commit, in a bare
// repository of its own (as a git host would hold it), and a scratch clone of it to push from as someone elsewhere.
import { execFileSync } from "node:child_process";
import { cpSync, mkdirSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

/** git in `cwd` as the specs' author; its answer trimmed. */
export const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", ["-c", "user.name=E2E", "-c", "user.email=e2e@example.com", ...args], { cwd, stdio: "pipe", maxBuffer: 1 << 28 })
    .toString()
    .trim();

export function contentRemote(tempDir: string): { remote: string; scratch: string } {
  const remote = path.join(tempDir, "remote.git");
  const scratch = path.join(tempDir, "scratch");
  mkdirSync(scratch);
  cpSync(path.join(root, "content"), path.join(scratch, "content"), { recursive: true });
  git(scratch, "init", "-q", "-b", "main");
  git(scratch, "add", "-A");
  git(scratch, "commit", "-qm", "Content");
  git(tempDir, "clone", "-q", "--bare", scratch, remote);
  git(scratch, "remote", "add", "origin", remote);
  return { remote, scratch };
}

// Node-only (runs git), imported by path: the one way this repository's code asks git something. The git binary
// with argument arrays (no shell); stderr is kept out of the terminal and carried by the error a failure throws.
// Local plumbing runs synchronously (milliseconds); commands that may wait on a network (clone, fetch, push) use the
// async variants, so a server's event loop keeps serving meanwhile.
import { execFile, execFileSync } from "node:child_process";

export interface GitOptions {
  /** Written to git's standard input (cat-file --batch). */
  input?: string;
  /** The environment git runs in (GIT_INDEX_FILE for a commit built beside the checkout's own index). */
  env?: NodeJS.ProcessEnv;
}

// Large enough for a log over the whole content history and a batch of every content file.
const maxBuffer = 256 * 1024 * 1024;

/** git's standard output as bytes (file contents); throws when git fails. */
export function gitBytes(cwd: string, args: readonly string[], options: GitOptions = {}): Buffer {
  return execFileSync("git", args, { cwd, env: options.env, input: options.input, maxBuffer, stdio: ["pipe", "pipe", "pipe"] });
}

/** git's standard output as text, untrimmed (-z and porcelain output start with meaningful spaces); throws when git fails. */
export function git(cwd: string, args: readonly string[], options: GitOptions = {}): string {
  return gitBytes(cwd, args, options).toString("utf8");
}

/**
 * A failed git run, shaped like the error execFileSync throws: git's exit status (null when it was killed or never
 * started), the signal that ended it, and what it wrote.
 */
export interface GitError extends Error {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: Buffer;
  stderr: Buffer;
}

/** gitBytes without blocking: resolves with git's standard output as bytes; rejects with a GitError when git fails. */
export function gitBytesAsync(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = execFile("git", args, { cwd, env: options.env, maxBuffer, encoding: "buffer" }, (error, stdout, stderr) => {
      if (!error) return resolve(stdout);
      const status = typeof error.code === "number" ? error.code : null;
      const failure: GitError = Object.assign(error as Error, { status, signal: error.signal ?? null, stdout, stderr });
      reject(failure);
    });
    // Like execFileSync: the input, then end of file (git never waits on an open stdin). A git that exits without
    // reading it breaks the pipe; its exit status reports the failure, so the write error is not one more.
    child.stdin?.on("error", () => {});
    child.stdin?.end(options.input);
  });
}

/** git without blocking: resolves with its standard output as text, untrimmed; rejects with a GitError when git fails. */
export async function gitAsync(cwd: string, args: readonly string[], options: GitOptions = {}): Promise<string> {
  return (await gitBytesAsync(cwd, args, options)).toString("utf8");
}

/** git's output, untrimmed, or undefined when git fails (no repository, unknown ref): for questions, not commands. */
export function tryGit(cwd: string, args: readonly string[]): string | undefined {
  try {
    return git(cwd, args);
  } catch {
    return undefined;
  }
}

/** A one-line answer (a commit, a path, true/false), or undefined when git cannot give it. */
export const gitAnswer = (cwd: string, args: readonly string[]): string | undefined => tryGit(cwd, args)?.trim() || undefined;

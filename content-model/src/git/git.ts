// Node-only (runs git), imported by path: the one way this repository's code asks git something. The git binary
// with argument arrays (no shell); stderr is kept out of the terminal and carried by the error a failure throws.
import { execFileSync } from "node:child_process";

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

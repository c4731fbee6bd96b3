// PGlite is one process's database: two processes on one data directory would both write it and corrupt it.
// The first API process writes its pid to `storyfront-api.lock` inside the directory; a second one reads a live pid
// there and refuses to start. Inside, not beside it: a directory reached by another path (a symlink, a bind mount)
// holds the same lock file, where a file named after the path would differ. A lock whose process is gone (killed,
// crashed) is stale and taken over.
import { closeSync, openSync, readFileSync, realpathSync, unlinkSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const lockFileName = "storyfront-api.lock";

export class DataDirectoryInUse extends Error {
  constructor(
    readonly dataDir: string,
    readonly realDir: string,
    readonly pid: number,
    readonly lockFile: string,
    host: string,
  ) {
    super(
      `The PGlite data directory ${dataDir}${realDir === dataDir ? "" : ` (really ${realDir})`} is in use by another process ` +
        `(pid ${pid} on ${host}). ` +
        "PGlite serves one process only: stop that process first, point API_DATA_DIR at another directory, " +
        "or use PostgreSQL (DATABASE_URL) for several API processes. " +
        `If no such process runs, delete ${lockFile}.`,
    );
  }
}

type LockContent = { pid: number; host: string; startedAt: string };

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readLock(lockFile: string): LockContent | null {
  try {
    const content = JSON.parse(readFileSync(lockFile, "utf8")) as Partial<LockContent>;
    return typeof content.pid === "number" ? (content as LockContent) : null;
  } catch {
    return null;
  }
}

/** Takes the lock of `dataDir` (an existing directory) for this process; answers the release function. Throws DataDirectoryInUse. */
export function lockDataDirectory(dataDir: string): () => void {
  const realDir = realpathSync(dataDir);
  const lockFile = path.join(realDir, lockFileName);
  const content: LockContent = { pid: process.pid, host: hostname(), startedAt: new Date().toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      // "wx": created only when absent, so of two processes starting together exactly one wins.
      const fd = openSync(lockFile, "wx");
      writeSync(fd, JSON.stringify(content));
      closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        if (readLock(lockFile)?.pid === process.pid) unlinkSync(lockFile);
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readLock(lockFile);
    // A lock being written right now reads as empty: give its writer a moment rather than calling it stale.
    if (holder === null && attempt === 0) {
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 100);
      continue;
    }
    // A pid can only be checked on this machine; a lock from another host (a shared disk) is always respected.
    if (holder && (holder.host !== content.host || isAlive(holder.pid)))
      throw new DataDirectoryInUse(dataDir, realDir, holder.pid, lockFile, holder.host);
    console.warn(`Taking over the stale lock of ${dataDir}: its process (pid ${holder?.pid ?? "unknown"}) no longer runs`);
    try {
      unlinkSync(lockFile);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new Error(`Could not take the lock ${lockFile} of the PGlite data directory ${dataDir}`);
}

// A `next dev` site of the e2e's own, on a copy of content/ (so tests can save broken files without
// touching the repo), talking to the suite's API. A child of the test process, stopped by its handle.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export class DevSite {
  readonly contentDir = mkdtempSync(path.join(os.tmpdir(), "storyfront-dev-content-"));
  private child?: ChildProcess;

  constructor(
    readonly port: number,
    readonly apiPort: number,
  ) {
    cpSync(path.join(root, "content"), this.contentDir, { recursive: true });
  }

  url(pathname: string) {
    return `http://localhost:${this.port}${pathname}`;
  }

  async start() {
    this.child = spawn(path.join(root, "node_modules/.bin/next"), ["dev", "-p", String(this.port)], {
      cwd: path.join(root, "site"),
      env: {
        ...process.env,
        // Its own build folder: next dev must not share one with the suite's site server.
        NEXT_DIST_DIR: `${process.env.NEXT_DIST_DIR || ".next"}-dev`,
        STORYFRONT_CONTENT_DIR: this.contentDir,
        API_BASE_URL: `http://localhost:${this.apiPort}`,
        SSR_API_BASE_URL: `http://127.0.0.1:${this.apiPort}`,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: "ignore",
    });
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      try {
        if ((await fetch(this.url("/favicon.svg"))).ok) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`next dev did not answer on port ${this.port}`);
  }

  read(file: string) {
    return readFileSync(path.join(this.contentDir, file), "utf8");
  }

  /** Saves a content file as an editor does. */
  save(file: string, text: string) {
    writeFileSync(path.join(this.contentDir, file), text);
  }

  async stop() {
    const child = this.child;
    if (child && child.exitCode === null && child.signalCode === null) {
      await new Promise<void>((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      });
    }
    rmSync(this.contentDir, { recursive: true, force: true });
  }
}

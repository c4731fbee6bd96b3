// The Studio's own `next dev` (STORYFRONT_STUDIO=1, as `npm run studio` sets it) on a copy of content/ inside a
// temporary git repository on branch main, so a spec can save, conflict and propose without touching the repo.
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export class StudioSite {
  readonly repo = mkdtempSync(path.join(os.tmpdir(), "storyfront-studio-"));
  readonly contentDir = path.join(this.repo, "content");
  private child?: ChildProcess;

  constructor(readonly port: number) {
    mkdirSync(this.contentDir);
    cpSync(path.join(root, "content"), this.contentDir, { recursive: true, filter: (source) => !source.includes("node_modules") });
    this.git("init", "-q", "-b", "main");
    this.git("config", "user.name", "Mira Marketer");
    this.git("config", "user.email", "mira@example.com");
    this.git("add", "-A");
    this.git("commit", "-q", "-m", "Content as the spec starts");
  }

  git(...args: string[]): string {
    return execFileSync("git", args, { cwd: this.repo, encoding: "utf8" }).trim();
  }

  url(pathname: string) {
    return `http://localhost:${this.port}${pathname}`;
  }

  async start() {
    this.child = spawn(path.join(root, "node_modules/.bin/next"), ["dev", "-p", String(this.port)], {
      cwd: path.join(root, "site"),
      env: {
        ...process.env,
        NEXT_DIST_DIR: `${process.env.NEXT_DIST_DIR || ".next"}-studio`,
        STORYFRONT_STUDIO: "1",
        STORYFRONT_CONTENT_DIR: this.contentDir,
        STUDIO_BASE: "main",
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

  write(file: string, text: string) {
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
    rmSync(this.repo, { recursive: true, force: true });
  }
}

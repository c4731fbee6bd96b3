// A `next dev` of the e2e's own on a copy of content/ in a temporary folder, so a spec can save broken files,
// meet conflicts and commit without touching the repo. A child of the test process, stopped by its handle.
// Two kinds: the site as `npm run dev` runs it (talking to the suite's API: content-dev-reload.spec.ts), and the
// Studio as `npm run studio` runs it (STORYFRONT_STUDIO=1), whose content/ copy sits in a temporary git
// repository on branch main so that proposing a change makes real branches (studio*.spec.ts).
import { execFileSync, spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");

export interface NextDevOptions {
  /** The suite's API, which the site's pages read from. */
  apiPort?: number;
  /** The Studio switched on, and a git repository (author Mira Marketer) around the content copy. */
  studio?: boolean;
}

export class NextDevSite {
  /** The temporary folder: the git repository for the Studio, else the content copy itself. */
  readonly folder: string;
  readonly contentDir: string;
  private child?: ChildProcess;

  constructor(
    readonly port: number,
    private readonly options: NextDevOptions = {},
  ) {
    this.folder = mkdtempSync(path.join(os.tmpdir(), options.studio ? "storyfront-studio-" : "storyfront-dev-content-"));
    this.contentDir = options.studio ? path.join(this.folder, "content") : this.folder;
    mkdirSync(this.contentDir, { recursive: true });
    cpSync(path.join(root, "content"), this.contentDir, { recursive: true, filter: (source) => !source.includes("node_modules") });
    if (!options.studio) return;
    this.git("init", "-q", "-b", "main");
    this.git("config", "user.name", "Mira Marketer");
    this.git("config", "user.email", "mira@example.com");
    this.git("add", "-A");
    this.git("commit", "-q", "-m", "Content as the spec starts");
  }

  /** git in the Studio's repository. */
  git(...args: string[]): string {
    return execFileSync("git", args, { cwd: this.folder, encoding: "utf8" }).trim();
  }

  url(pathname: string) {
    return `http://localhost:${this.port}${pathname}`;
  }

  async start() {
    const { apiPort, studio } = this.options;
    // The Studio on loopback only, as `npm run studio` runs it (scripts/src/start.ts).
    const host = studio ? ["-H", "localhost"] : [];
    this.child = spawn(path.join(root, "node_modules/.bin/next"), ["dev", "-p", String(this.port), ...host], {
      cwd: path.join(root, "site"),
      env: {
        ...process.env,
        // Its own build folder: next dev must not share one with the suite's site server, nor the Studio with the dev site.
        NEXT_DIST_DIR: `${process.env.NEXT_DIST_DIR || ".next"}-${studio ? "studio" : "dev"}`,
        STORYFRONT_CONTENT_DIR: this.contentDir,
        ...(studio ? { STORYFRONT_STUDIO: "1", STUDIO_BASE: "main" } : {}),
        ...(apiPort ? { API_BASE_URL: `http://localhost:${apiPort}`, SSR_API_BASE_URL: `http://127.0.0.1:${apiPort}` } : {}),
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

  /** Saves a content file as an editor does (one write). */
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
    rmSync(this.folder, { recursive: true, force: true });
  }
}

// An API and a site of the e2e's own, on their own ports, so a test can stop the API mid-test (and seed
// a hostile article first) without touching the shared webServer. Both are children of the test process
// and are stopped by their handles.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { siteServerArgs, stop, waitFor } from "./child-processes";

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

export const revalidateSecret = "e2e-revalidate-secret";

export class ApiPagesStack {
  readonly dataDir = mkdtempSync(path.join(os.tmpdir(), "storyfront-api-pages-"));
  private api?: ChildProcess;
  private site?: ChildProcess;
  private distCopy?: string;

  constructor(
    readonly sitePort: number,
    readonly apiPort: number,
    /** Extra settings of this stack's API (e.g. a leads webhook). */
    readonly apiEnv: Record<string, string> = {},
  ) {}

  /** A URL on a real host name served by this stack's site. */
  at(host: string, pathname = "/") {
    return `http://${host}:${this.sitePort}${pathname}`;
  }

  seedHostileArticle() {
    // The API workspace owns this fixture: it writes to the database, which the site never touches.
    const result = spawnSync(bin("tsx"), ["src/test/seed-hostile-article.ts", this.dataDir], {
      cwd: path.join(root, "api"),
      encoding: "utf8",
    });
    if (result.status !== 0) throw new Error(`seeding failed: ${result.stderr}`);
  }

  async startApi() {
    // One process (no tsx launcher in between), so stopping it really stops the API.
    this.api = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: path.join(root, "api"),
      env: { ...process.env, ...this.apiEnv, API_PORT: String(this.apiPort), API_DATA_DIR: this.dataDir },
      stdio: "ignore",
    });
    await waitFor(`http://127.0.0.1:${this.apiPort}/health`, 60_000);
  }

  stopApi() {
    return stop(this.api);
  }

  /**
   * A copy of the build without its runtime caches: pages the shared webServer (or an earlier run) cached
   * on disk must not hide this stack's API failures.
   */
  private freshBuildCopy(): string {
    const built = process.env.NEXT_DIST_DIR || ".next";
    // One copy per site port: stacks in two workers (error pages, outage, leads resend) must not share it.
    const copy = `${built}-outage-${this.sitePort}`;
    const site = path.join(root, "site");
    rmSync(path.join(site, copy), { recursive: true, force: true });
    cpSync(path.join(site, built), path.join(site, copy), {
      recursive: true,
      filter: (source) => !/(^|[\\/])(cache|route-cache)([\\/]|$)/.test(path.relative(path.join(site, built), source)),
    });
    this.distCopy = path.join(site, copy);
    return copy;
  }

  async startSite() {
    const distDir = this.freshBuildCopy();
    this.site = spawn(process.execPath, siteServerArgs(this.sitePort), {
      cwd: path.join(root, "site"),
      env: {
        ...process.env,
        NEXT_DIST_DIR: distDir,
        PORT: String(this.sitePort),
        API_BASE_URL: `http://localhost:${this.apiPort}`,
        SSR_API_BASE_URL: `http://127.0.0.1:${this.apiPort}`,
        REVALIDATE_SECRET: revalidateSecret,
        STORY_STYLES_PROJECT: "demo-shop",
        API_TIMEOUT_MS: "3000",
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: "ignore",
    });
    await waitFor(`http://localhost:${this.sitePort}/`, 60_000);
  }

  async stopAll() {
    await Promise.all([stop(this.site), stop(this.api)]);
    if (this.distCopy) rmSync(this.distCopy, { recursive: true, force: true });
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

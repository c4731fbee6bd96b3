// A site and an API of the landing test's own, the API on a PostgreSQL database of its own, so the test can
// publish a landing page straight into the database while both run (the shared webServer's PGlite is locked
// by its API). Children of the test process, stopped by their handles; the database is dropped afterwards.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { cpSync, rmSync } from "node:fs";
import path from "node:path";
import { stop, waitFor } from "./child-processes";

const root = path.resolve(import.meta.dirname, "../..");
const server = process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
export const landingRevalidateSecret = "e2e-landing-revalidate-secret";

export class LandingStack {
  readonly database = `storyfront_e2e_landings_${process.pid}_${Date.now()}`;
  private api?: ChildProcess;
  private site?: ChildProcess;
  private distCopy?: string;

  constructor(
    readonly sitePort: number,
    readonly apiPort: number,
  ) {}

  at(host: string, pathname = "/") {
    return `http://${host}:${this.sitePort}${pathname}`;
  }

  /** SQL against this stack's database through psql; the output's rows, tab-separated. */
  sql(statement: string, database = this.database): string {
    const url = new URL(server);
    url.pathname = `/${database}`;
    const result = spawnSync("psql", [url.toString(), "-v", "ON_ERROR_STOP=1", "-tAc", statement], { encoding: "utf8" });
    if (result.status !== 0) throw new Error(`psql failed: ${result.stderr}`);
    return result.stdout.trim();
  }

  async start() {
    this.sql(`create database ${this.database}`, new URL(server).pathname.slice(1) || "postgres");
    const databaseUrl = new URL(server);
    databaseUrl.pathname = `/${this.database}`;
    this.api = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
      cwd: path.join(root, "api"),
      env: { ...process.env, API_PORT: String(this.apiPort), DATABASE_URL: databaseUrl.toString() },
      stdio: "ignore",
    });
    await waitFor(`http://127.0.0.1:${this.apiPort}/health`, 90_000);
    // A copy of the build without its runtime caches, so pages cached by other runs cannot answer here.
    const site = path.join(root, "site");
    const built = process.env.NEXT_DIST_DIR || ".next";
    const copy = `${built}-landings`;
    rmSync(path.join(site, copy), { recursive: true, force: true });
    cpSync(path.join(site, built), path.join(site, copy), {
      recursive: true,
      filter: (source) => !/(^|[\\/])(cache|route-cache)([\\/]|$)/.test(path.relative(path.join(site, built), source)),
    });
    this.distCopy = path.join(site, copy);
    this.site = spawn(path.join(root, "node_modules/.bin/next"), ["start", "-p", String(this.sitePort)], {
      cwd: site,
      env: {
        ...process.env,
        NEXT_DIST_DIR: copy,
        PORT: String(this.sitePort),
        API_BASE_URL: `http://localhost:${this.apiPort}`,
        SSR_API_BASE_URL: `http://127.0.0.1:${this.apiPort}`,
        REVALIDATE_SECRET: landingRevalidateSecret,
        NEXT_TELEMETRY_DISABLED: "1",
      },
      stdio: "ignore",
    });
    await waitFor(`http://localhost:${this.sitePort}/`, 90_000);
  }

  /** Publishes an English landing page (type 9) in a category, as the API's own publishing would store it. */
  publishLanding(slug: string, category: "industry" | "features", title: string, body: string) {
    const categoryId = this.sql(`select id from category where slug = '${category}' and type = 9`);
    const id = this.sql(
      `insert into page (slug, type, "order", is_active, category_ids, tag_ids, views, created_at, updated_at, languages)
       values ('${slug}', 9, 0, true, array[${Number(categoryId)}]::int[], '{}'::int[], 0,
         extract(epoch from now())::int, extract(epoch from now())::int, array['en']) returning id`,
    ).split("\n")[0];
    this.sql(
      `insert into page_translation (page_id, language, title, description, content) values (${Number(id)}, 'en', '${title}', ` +
        `'${title}.', '<p>${body}</p>')`,
    );
  }

  async stop() {
    await Promise.all([stop(this.site), stop(this.api)]);
    if (this.distCopy) rmSync(this.distCopy, { recursive: true, force: true });
    try {
      this.sql(`drop database if exists ${this.database}`, new URL(server).pathname.slice(1) || "postgres");
    } catch (error) {
      console.error(error);
    }
  }
}

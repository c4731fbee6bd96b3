// One command for the whole site: builds (unless told not to), then runs the API with its demo data
// and the Next.js site side by side. Either one that exits on its own is started again (supervisor.ts): the site
// keeps serving while the API comes back. Only Ctrl-C, SIGTERM or the end of the command above stops both.
import { spawn, spawnSync } from "node:child_process";
import path from "node:path";
import { stopChildWithParent } from "./orphan-watch";
import { Supervisor } from "./supervisor";

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);
const args = new Set(process.argv.slice(2));
const studio = args.has("--studio");
// The Studio (npm run studio) is a dev server with /studio switched on; never a production build.
const dev = args.has("--dev") || studio;
const port = process.env.PORT ?? "3000";
const apiPort = process.env.API_PORT ?? "4000";

const env = {
  ...process.env,
  PORT: port,
  API_PORT: apiPort,
  // The site finds the bundled API at the port it runs on.
  API_BASE_URL: process.env.API_BASE_URL ?? `http://localhost:${apiPort}`,
  SSR_API_BASE_URL: process.env.SSR_API_BASE_URL ?? `http://127.0.0.1:${apiPort}`,
  // The API's only caller here is the site on this machine, which names the visitor (x-forwarded-for) on sign-in
  // calls: trusting loopback lets the login throttle count per visitor, not every visitor as the site's one address.
  API_TRUST_PROXY: process.env.API_TRUST_PROXY ?? "loopback",
  // The site's credential on the API's POST /vitals (field data): both get the same one, made up per start when unset.
  VITALS_SECRET: process.env.VITALS_SECRET || crypto.randomUUID(),
  // Draft mode's credential (the Studio's Preview, the API's drafts): both get the same one, made up per start when unset.
  PREVIEW_SECRET: process.env.PREVIEW_SECRET || crypto.randomUUID(),
  // Publications reach the site at once: the API's revalidation outbox calls this site's POST /api/revalidate with
  // the secret both share (made up per start when unset).
  REVALIDATE_SECRET: process.env.REVALIDATE_SECRET || crypto.randomUUID(),
  REVALIDATE_URL: process.env.REVALIDATE_URL ?? `http://localhost:${port}/api/revalidate`,
  ...(studio ? { STORYFRONT_STUDIO: "1" } : {}),
  // Content from git (docs/content-branches.md): production follows main without a build, the online Studio edits
  // content branches and each branch has a preview; `npm run dev` and the Studio read the working tree's files.
  ...(dev ? {} : { CONTENT_SOURCE: process.env.CONTENT_SOURCE ?? contentSource() }),
  // E-mailed links point only at the configured sites (api/README.md, Security): locally, the two variants on this port.
  ...(process.env.SITE_BASE_URL || process.env.SITE_BASE_URL_RU
    ? {}
    : { SITE_BASE_URL: `http://localhost:${port}`, SITE_BASE_URL_RU: `http://ru.localhost:${port}` }),
  NEXT_TELEMETRY_DISABLED: "1",
  TURBO_TELEMETRY_DISABLED: "1",
};

/** git when this checkout has the branch production follows (CONTENT_MAIN_BRANCH, main); else the content folder. */
function contentSource(): "git" | "folder" {
  const main = process.env.CONTENT_MAIN_BRANCH || "main";
  const found = spawnSync("git", ["rev-parse", "--verify", "--quiet", `refs/heads/${main}`], { cwd: root });
  if (found.status === 0) return "git";
  console.log(`No branch ${main} in this checkout: content comes from the content folder (CONTENT_SOURCE=git to change).`);
  return "folder";
}

if (!dev && !args.has("--skip-build")) {
  const build = spawnSync(bin("turbo"), ["run", "build", "--filter=@storyfront/site..."], { cwd: root, env, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const supervisors: Supervisor[] = [];
function run(name: string, command: string, commandArgs: string[], cwd: string) {
  const start = () => {
    const child = spawn(command, commandArgs, { cwd, env, stdio: "inherit" });
    if (child.pid !== undefined) stopChildWithParent(child.pid);
    return child;
  };
  supervisors.push(new Supervisor(name, start).run());
}

let stopping = false;
function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  for (const supervisor of supervisors) supervisor.stop();
  setTimeout(() => process.exit(code), 500).unref();
}
process.on("SIGINT", () => stopAll(0));
process.on("SIGTERM", () => stopAll(0));
// Run through wrappers (npm, tsx), start.ts is orphaned when the one above it is killed hard: its parent changes,
// and it stops what it started. Its own hard death is covered by each child's watcher (orphan-watch.ts).
const parentAtStart = process.ppid;
setInterval(() => process.ppid !== parentAtStart && stopAll(1), 1000).unref();

/**
 * Resolves once the API answers its health check; the site's first renders need its data. No deadline: the
 * supervisor restarts an API that fails, and a first start on a busy machine can take minutes (PGlite's initdb).
 */
async function apiReady() {
  for (let tries = 1; !stopping; tries++) {
    try {
      if ((await fetch(`http://127.0.0.1:${apiPort}/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (tries % 120 === 0) console.log(`Waiting for the API to answer on port ${apiPort}…`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

// One process (tsx as a loader, not a launcher in between): the pid in the log is the API's, and a kill stops it.
run("API", bin("node"), ["--import", "tsx", "src/server.ts"], path.join(root, "api"));
await apiReady();
if (!stopping) {
  // Production runs the site's own server (site/src/server/main.ts: compression, page answers), dev runs next dev.
  // The Studio writes files and runs git: it listens on loopback only. `localhost`, not 127.0.0.1: Next takes the
  // -H name for its own origin, and the proxy's rewrites (made on http://localhost) then stay internal; with
  // 127.0.0.1 every page was proxied to itself (DECISIONS.md).
  if (dev) run("site", bin("next"), ["dev", "-p", port, ...(studio ? ["-H", "localhost"] : [])], path.join(root, "site"));
  else run("site", bin("node"), ["src/server/main.ts", "-p", port], path.join(root, "site"));
  if (studio) console.log(`Storyfront Studio: http://localhost:${port}/studio`);
  console.log(`Storyfront: com variant http://localhost:${port}  ru variant http://ru.localhost:${port}  API http://localhost:${apiPort}`);
}

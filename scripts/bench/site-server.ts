// The site as `npm start` runs it (scripts/src/start.ts: the API with its demo data, then the site's own server)
// on the given ports, with the API's data in a scratch directory removed on stop; and the same build on plain
// `next start` beside it. (speed.ts has its own copies of both, from before this module.)
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { assertPortFree, stopChild, waitForOk } from "./reference-app";

const root = path.resolve(import.meta.dirname, "../..");

export type StartedSite = { child: ChildProcess; stop: () => Promise<void> };

/** Waits until `path` answers 200 on the com host at `port`; a server that never does is stopped. */
async function started(child: ChildProcess, stop: () => Promise<void>, port: number, path = "/"): Promise<StartedSite> {
  try {
    await waitForOk(`http://127.0.0.1:${port}${path}`, child, `storyfront.com:${port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop };
}

/** Starts the site without building it (the caller builds first) and waits until `path` answers 200 on the com host. */
export async function startSite(options: {
  port: number;
  apiPort: number;
  path?: string;
  env?: Record<string, string>;
}): Promise<StartedSite> {
  await assertPortFree(options.port);
  await assertPortFree(options.apiPort);
  const dataDir = mkdtempSync(path.join(tmpdir(), "storyfront-bench-site-"));
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), [path.join(root, "scripts/src/start.ts"), "--skip-build"], {
    cwd: root,
    env: {
      ...process.env,
      ...options.env,
      PORT: String(options.port),
      API_PORT: String(options.apiPort),
      API_DATA_DIR: dataDir,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = async () => {
    await stopChild(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  return started(child, stop, options.port, options.path);
}

/** The same build on plain `next start` (what most hosts run) at `port`, against the API at `apiPort`. */
export async function startNextStart(options: { port: number; apiPort: number; path?: string }): Promise<StartedSite> {
  await assertPortFree(options.port);
  const child = spawn(path.join(root, "node_modules/.bin/next"), ["start", "-p", String(options.port)], {
    cwd: path.join(root, "site"),
    env: {
      ...process.env,
      API_BASE_URL: `http://localhost:${options.apiPort}`,
      SSR_API_BASE_URL: `http://127.0.0.1:${options.apiPort}`,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  const stop = () => stopChild(child);
  return started(child, stop, options.port, options.path);
}

// The site as `npm start` runs it (scripts/src/start.ts: the API with its demo data, then the site's own server)
// on the given ports, with the API's data in a scratch directory removed on stop.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { assertPortFree, stopChild, waitForOk } from "./reference-app";

const root = path.resolve(import.meta.dirname, "../..");

export type StartedSite = { child: ChildProcess; stop: () => Promise<void> };

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
  try {
    await waitForOk(`http://127.0.0.1:${options.port}${options.path ?? "/"}`, child, `storyfront.com:${options.port}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { child, stop };
}

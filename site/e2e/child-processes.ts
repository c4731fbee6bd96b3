// What every e2e stack does with the servers it starts: start the site's, wait until one answers, stop one by
// its handle.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

/** Arguments for Node to run the site's production server (src/server/main.ts), as `npm start -w site` does. */
export const siteServerArgs = (port: number) => [path.join(import.meta.dirname, "..", "src/server/main.ts"), "-p", String(port)];

/** Resolves once `url` answers below 500; throws after `timeoutMs`. */
export async function waitFor(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** SIGTERM, resolved when the child has exited (at once when it already has). */
export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
  });
}

/**
 * The built site on plain `next start` (what most hosts run) on `port`, against the API on `apiPort`; resolves once
 * it answers (stopped again when it does not).
 */
export async function startNextStart(port: number, apiPort: number): Promise<ChildProcess> {
  const siteDir = path.join(import.meta.dirname, "..");
  const child = spawn(path.join(siteDir, "..", "node_modules/.bin/next"), ["start", "-p", String(port)], {
    cwd: siteDir,
    env: {
      ...process.env,
      API_BASE_URL: `http://localhost:${apiPort}`,
      SSR_API_BASE_URL: `http://127.0.0.1:${apiPort}`,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: "ignore",
  });
  try {
    await waitFor(`http://127.0.0.1:${port}/`, 110_000);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return child;
}

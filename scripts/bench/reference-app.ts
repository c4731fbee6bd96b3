// The yardstick of the speed benchmark: a trivial Next.js page built with the same next/react as the
// site, generated into a scratch folder, built and started in the same run, so every figure of the site
// can be printed as a ratio to what the framework alone costs on this machine at this moment.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(root, "node_modules/.bin/next");

const files: Record<string, string> = {
  "package.json": JSON.stringify({ name: "speed-reference", private: true, type: "module" }, null, 2),
  "next.config.mjs": "export default { poweredByHeader: false };\n",
  "app/layout.jsx": `export const metadata = {
  title: "Reference page",
  description: "A trivial Next.js page: the yardstick of the speed benchmark.",
};

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
`,
  "app/page.jsx": `export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>The smallest page Next.js serves: a heading and a paragraph, rendered at build time.</p>
    </main>
  );
}
`,
  // The same page with one small stylesheet, as every real page has: the stylesheet is render-blocking, so
  // this row shows what LCP the framework allows a styled page on this machine (the plain page paints
  // before any stylesheet could arrive).
  "app/styled/page.jsx": `import "./styled.css";

export default function Page() {
  return (
    <main>
      <h1>Reference page</h1>
      <p>The smallest page Next.js serves: a heading and a paragraph, rendered at build time.</p>
    </main>
  );
}
`,
  "app/styled/styled.css": `body { margin: 0; font-family: system-ui, sans-serif; color: #111; background: #fff; }
main { max-width: 40rem; margin: 0 auto; padding: 2rem 1rem; }
h1 { font-size: 2rem; line-height: 1.2; }
p { font-size: 1.125rem; line-height: 1.5; }
`,
};

export type RunningApp = { url: string; stop: () => Promise<void> };

/**
 * Writes and builds the reference app. The folder sits inside the repository (ignored by git, removed
 * afterwards) so `next`, `react` and `react-dom` resolve to the very copies the site uses.
 */
export function buildReferenceApp(): string {
  const scratch = path.join(root, ".bench");
  mkdirSync(scratch, { recursive: true });
  const dir = mkdtempSync(path.join(scratch, "reference-"));
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
  const build = spawnSync(nextBin, ["build"], { cwd: dir, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, stdio: "inherit" });
  if (build.status !== 0) throw new Error(`The reference app did not build (exit ${build.status})`);
  return dir;
}

export function removeReferenceApp(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

export async function startReferenceApp(dir: string, port: number): Promise<RunningApp> {
  await assertPortFree(port);
  const child = spawn(nextBin, ["start", "-p", String(port)], {
    cwd: dir,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "ignore",
    detached: true,
  });
  const url = `http://localhost:${port}`;
  await waitForOk(`${url}/`, child);
  return { url, stop: () => stopChild(child) };
}

/**
 * GET with an explicit Host header (fetch drops it), so loopback can be asked for a production host name.
 * Resolves with the status once the body is read.
 */
export function get(url: string, host?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: host ? { host } : {} }, (response) => {
      response.resume();
      response.on("end", () => resolve(response.statusCode ?? 0));
    });
    req.on("error", reject);
    req.end();
  });
}

/** Polls a URL until it answers 200, failing early when the process behind it exits. */
export async function waitForOk(url: string, child: ChildProcess, host?: string, timeoutMs = 180_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server for ${url} exited with ${child.exitCode}`);
    try {
      if ((await get(url, host)) === 200) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/**
 * Stops a server and everything it started. Children are spawned `detached` (their own process group),
 * so the group is signalled: a wrapper such as start.ts can exit before its own children have, and they
 * must not outlive the run and answer the next one on the same port.
 */
export async function stopChild(child: ChildProcess): Promise<void> {
  const group = child.pid;
  if (group === undefined) return;
  const signalGroup = (signal: NodeJS.Signals | 0) => {
    try {
      process.kill(-group, signal);
      return true;
    } catch {
      return false; // the group is gone
    }
  };
  if (!signalGroup("SIGTERM")) return;
  for (let waited = 0; waited < 10_000; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (!signalGroup(0)) return;
  }
  signalGroup("SIGKILL");
}

/** Fails when something already listens on the port: the run would measure that instead. */
export async function assertPortFree(port: number) {
  const status = await get(`http://127.0.0.1:${port}/`).catch(() => undefined);
  if (status !== undefined)
    throw new Error(`Port ${port} is already in use (answered ${status}); stop what runs there or pick other ports`);
}

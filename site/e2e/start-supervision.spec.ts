// `npm start` supervises its children (scripts/src/supervisor.ts): the API killed under start.ts comes back by
// itself while the site, never restarted, keeps serving the pages it has. start.ts --skip-build on its own ports
// (the e2e ports + 62) and on a copy of the build, so killing its API disturbs nothing else.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { apiPort as suiteApiPort, sitePort as suiteSitePort } from "../playwright.config";
import { waitFor } from "./child-processes";

const sitePort = suiteSitePort + 62;
const apiPort = suiteApiPort + 62;
const siteDir = path.resolve(import.meta.dirname, "..");
const distDir = `${process.env.NEXT_DIST_DIR || ".next"}-supervision`;
const dataDir = mkdtempSync(path.join(os.tmpdir(), "storyfront-supervision-"));
const log: string[] = [];
let start: ChildProcess;

const site = (pathname: string) => fetch(`http://localhost:${sitePort}${pathname}`);
const apiHealthy = () =>
  fetch(`http://127.0.0.1:${apiPort}/health`).then(
    (answer) => answer.ok,
    () => false,
  );
/** Pids start.ts logged for a child ("API started (pid 123)"), in order. */
const pidsOf = (name: string) =>
  log.flatMap((line) => [...line.matchAll(new RegExp(`${name} started \\(pid (\\d+)\\)`, "g"))].map((m) => Number(m[1])));

test.describe.configure({ mode: "serial" });

test.beforeAll(async () => {
  // A first start opens a new PGlite database and renders home: minutes on a loaded machine.
  test.setTimeout(660_000);
  // The build without the pages and answers another server cached, as the suite's own server starts.
  cpSync(path.join(siteDir, process.env.NEXT_DIST_DIR || ".next"), path.join(siteDir, distDir), {
    recursive: true,
    filter: (source) => !/(^|[\\/])(cache|route-cache)([\\/]|$)/.test(path.relative(siteDir, source)),
  });
  start = spawn(process.execPath, ["--import", "tsx", path.join(siteDir, "../scripts/src/start.ts"), "--skip-build"], {
    cwd: siteDir,
    env: {
      ...process.env,
      PORT: String(sitePort),
      API_PORT: String(apiPort),
      API_DATA_DIR: dataDir,
      NEXT_DIST_DIR: distDir,
      SITE_PREVIEW: "0",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  start.stdout?.on("data", (chunk: Buffer) => log.push(...chunk.toString().split("\n")));
  await waitFor(`http://localhost:${sitePort}/`, 600_000).catch((error: Error) => {
    throw new Error(`${error.message}; start.ts said:\n${log.join("\n")}`);
  });
});

test.afterAll(async () => {
  if (start.exitCode === null && start.signalCode === null) {
    const exited = new Promise((resolve) => start.once("exit", resolve));
    start.kill("SIGTERM");
    await exited;
  }
  rmSync(path.join(siteDir, distDir), { recursive: true, force: true });
  rmSync(dataDir, { recursive: true, force: true });
});

test("the API killed under npm start comes back by itself, and the site serves its pages meanwhile", async () => {
  test.setTimeout(420_000);
  // Pages rendered (and cached) while the API is up; a search is answered from the API each time.
  expect((await site("/")).status).toBe(200);
  expect((await site("/blog")).status).toBe(200);
  expect((await site("/api/blog-search?q=story&lang=en")).status).toBe(200);
  const [api] = pidsOf("API");
  expect(api).toBeGreaterThan(0);

  process.kill(api!, "SIGKILL");
  await expect.poll(apiHealthy).toBe(false);
  expect((await site("/")).status).toBe(200);
  expect((await site("/blog")).status).toBe(200);
  // Still down after those pages: they came from the site alone, not from an API already back.
  expect(await apiHealthy()).toBe(false);
  await expect.poll(() => log.some((line) => line.includes("API exited unexpectedly (SIGKILL); restarting in 1 s"))).toBe(true);

  await expect.poll(apiHealthy, { timeout: 300_000, intervals: [500] }).toBe(true);
  const search = await site("/api/blog-search?q=story&lang=en");
  expect(search.status).toBe(200);
  expect(((await search.json()) as { totalCount: number }).totalCount).toBeGreaterThan(0);
  expect(pidsOf("API")).toHaveLength(2);
  // The site ran on throughout: started once.
  expect(pidsOf("site")).toHaveLength(1);
});

test("a stop signal to npm start stops both, and nothing is restarted", async () => {
  const exited = new Promise((resolve) => start.once("exit", resolve));
  start.kill("SIGTERM");
  await exited;
  await expect.poll(apiHealthy, { timeout: 30_000 }).toBe(false);
  await expect
    .poll(
      () =>
        site("/").then(
          () => "answering",
          () => "stopped",
        ),
      { timeout: 30_000 },
    )
    .toBe("stopped");
  expect(log.filter((line) => line.includes("restarting"))).toHaveLength(1);
});

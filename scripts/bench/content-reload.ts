// Dev-loop benchmark: time from saving a content file to the open page showing the change, in a real
// Chromium against `next dev`, without any reload. Works on a copy of content/ so the repo stays clean.
// Usage: npm run bench:reload -w scripts [-- --saves 7 --port 3300 --api-port 4300]
// Cases: a JSON field (a landing's title) and an MDX front-matter field plus an MDX body paragraph.
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type Page } from "playwright-core";

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const { values } = parseArgs({
  options: {
    saves: { type: "string", default: "7" },
    port: { type: "string", default: process.env.BENCH_SITE_PORT ?? "3300" },
    "api-port": { type: "string", default: process.env.BENCH_API_PORT ?? "4300" },
  },
});
const saves = Number(values.saves);
const sitePort = Number(values.port);
const apiPort = Number(values["api-port"]);

/** A page, the file behind it and a piece of text the bench rewrites in that file on every save. */
interface ReloadCase {
  name: string;
  page: string;
  file: string;
  text: string;
}

const cases: ReloadCase[] = [
  { name: "MDX front matter (legal title)", page: "/legal", file: "legal/legal.mdx", text: "Legal information" },
  { name: "MDX body (white paper text)", page: "/white-papers/fintech-report", file: "white-papers/fintech-report.mdx", text: "The report collects patterns" },
  { name: "JSON (industry page title)", page: "/solutions/fintech", file: "solutions/fintech.json", text: "Stories that explain" },
];

const contentCopy = mkdtempSync(path.join(tmpdir(), "storyfront-bench-content-"));
cpSync(path.join(root, "content"), contentCopy, { recursive: true });
const children: ChildProcess[] = [];

function start(command: string, args: string[], cwd: string, env: Record<string, string>) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "inherit"] });
  children.push(child);
  return child;
}

async function waitFor(url: string, timeoutMs: number) {
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

/** Saves the file with `from` replaced by `to`, as an editor does (one write), and returns when it did. */
function save(file: string, from: string, to: string): number {
  const full = path.join(contentCopy, file);
  const text = readFileSync(full, "utf8");
  if (!text.includes(from)) throw new Error(`${file} no longer contains ${JSON.stringify(from)}`);
  const started = performance.now();
  writeFileSync(full, text.replace(from, to));
  return started;
}

/** Arrival times of the dev event stream's messages, to split a save's time into "noticed" and "rendered". */
const eventTimes: number[] = [];
async function listenToEvents() {
  const response = await fetch(`http://localhost:${sitePort}/api/dev/content-events`);
  const reader = response.body!.getReader();
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      if (new TextDecoder().decode(value).includes("data:")) eventTimes.push(performance.now());
    }
  })();
}

const noticed: number[] = [];

async function measure(page: Page, reloadCase: ReloadCase): Promise<number[]> {
  await page.goto(`http://localhost:${sitePort}${reloadCase.page}`, { timeout: 180_000 });
  // A mark on window: it survives a refresh of the page's data but not a reload. next dev may reload a
  // page once right after compiling it, so the mark is set once the page has listened for a moment.
  for (let attempt = 0; ; attempt++) {
    try {
      await page.waitForFunction(() => document.documentElement.dataset.contentVersion !== undefined, undefined, { timeout: 60_000 });
      await page.waitForTimeout(1_000);
      await page.evaluate(() => Object.assign(window, { benchMark: true }));
      break;
    } catch (error) {
      if (attempt === 2) throw error;
      await page.waitForLoadState("load");
    }
  }
  const times: number[] = [];
  let current = reloadCase.text;
  // One unmeasured save first: Next dev compiles the refresh path on its first use.
  for (let round = 0; round <= saves; round++) {
    const next = `${reloadCase.text} ${round}`;
    const started = save(reloadCase.file, current, next);
    await page.waitForFunction((text) => document.body.innerText.includes(text), next, { polling: "raf", timeout: 30_000 });
    const elapsed = performance.now() - started;
    current = next;
    if (!(await page.evaluate(() => "benchMark" in window))) throw new Error("the page reloaded instead of refreshing");
    if (round > 0) {
      times.push(elapsed);
      const event = eventTimes.find((time) => time >= started);
      if (event !== undefined) noticed.push(event - started);
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  save(reloadCase.file, current, reloadCase.text);
  return times;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  return { median, max: sorted.at(-1)! };
}

const stopAll = () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGTERM");
  rmSync(contentCopy, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  stopAll();
  process.exit(130);
});

try {
  const apiData = mkdtempSync(path.join(tmpdir(), "storyfront-bench-api-"));
  start(bin("tsx"), ["src/server.ts"], path.join(root, "api"), { API_PORT: String(apiPort), API_DATA_DIR: apiData });
  await waitFor(`http://127.0.0.1:${apiPort}/health`, 120_000);
  start(bin("next"), ["dev", "-p", String(sitePort)], path.join(root, "site"), {
    STORYFRONT_CONTENT_DIR: contentCopy,
    NEXT_DIST_DIR: process.env.NEXT_DIST_DIR ?? ".next-bench-reload",
    API_BASE_URL: `http://localhost:${apiPort}`,
    SSR_API_BASE_URL: `http://127.0.0.1:${apiPort}`,
    NEXT_TELEMETRY_DISABLED: "1",
  });
  await waitFor(`http://localhost:${sitePort}/favicon.svg`, 120_000);
  await listenToEvents();
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
  console.log(`Save → updated page in Chromium, next dev, ${saves} saves per case (load average ${loadavg()[0]!.toFixed(1)})`);
  for (const reloadCase of cases) {
    const page = await browser.newPage();
    const times = await measure(page, reloadCase);
    const { median, max } = summary(times);
    console.log(`${reloadCase.name.padEnd(34)} median ${median.toFixed(0).padStart(5)} ms   max ${max.toFixed(0).padStart(5)} ms   (${times.map((t) => t.toFixed(0)).join(", ")})`);
    await page.close();
  }
  await browser.close();
  const checked = summary(noticed);
  console.log(`of which save → checked and announced to the page: median ${checked.median.toFixed(0)} ms, max ${checked.max.toFixed(0)} ms (the rest is next dev rendering the refresh)`);
  console.log("Goal: under 1000 ms from save to updated page.");
} finally {
  stopAll();
}
process.exit(0);

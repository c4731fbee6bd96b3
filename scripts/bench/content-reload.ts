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
  {
    name: "MDX body (white paper text)",
    page: "/white-papers/fintech-report",
    file: "white-papers/fintech-report.mdx",
    text: "The report collects patterns",
  },
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

/** Arrival times of the dev event stream's messages (and the check time they report), to split a save's time. */
const eventTimes: { at: number; checkMs?: number; filesParsed?: number }[] = [];
async function listenToEvents() {
  const response = await fetch(`http://localhost:${sitePort}/api/dev/content-events`);
  const reader = response.body!.getReader();
  void (async () => {
    for (;;) {
      const { done, value } = await reader.read().catch(() => ({ done: true, value: undefined }));
      if (done) return;
      const text = new TextDecoder().decode(value);
      const data = /data: (.*)/.exec(text)?.[1];
      if (!data) continue;
      const timing = (JSON.parse(data) as { timing?: { checkMs: number; filesParsed: number } }).timing;
      eventTimes.push({ at: performance.now(), ...timing });
    }
  })();
}

/** Per save, where the time went (ms after the save). */
interface Breakdown {
  /** The watcher fired and the content was checked: the event reached a listener. */
  announced: number;
  /** Our check's own share of that (loadContent: folder fingerprint, reads, incremental check). */
  check: number;
  filesParsed: number;
  /** The page asked for the refreshed route (RSC request sent). */
  requested: number;
  /** next dev answered the refresh (RSC response complete). */
  rendered: number;
  /** The new text is on screen. */
  shown: number;
}
const breakdowns: Breakdown[] = [];

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
  // The refresh's RSC request, in epoch milliseconds, to place next dev's render inside a save's time.
  const rscRequests: { start: number; end: number }[] = [];
  page.on("requestfinished", (request) => {
    if (request.headers()["rsc"] !== "1") return;
    const timing = request.timing();
    rscRequests.push({ start: timing.startTime, end: timing.startTime + timing.responseEnd });
  });
  // One unmeasured save first: Next dev compiles the refresh path on its first use.
  for (let round = 0; round <= saves; round++) {
    const next = `${reloadCase.text} ${round}`;
    const startedEpoch = Date.now();
    const started = save(reloadCase.file, current, next);
    await page.waitForFunction((text) => document.body.innerText.includes(text), next, { polling: "raf", timeout: 30_000 });
    const elapsed = performance.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 50)); // let requestfinished arrive
    current = next;
    if (!(await page.evaluate(() => "benchMark" in window))) throw new Error("the page reloaded instead of refreshing");
    if (round > 0) {
      times.push(elapsed);
      const event = eventTimes.find((time) => time.at >= started);
      const request = rscRequests.find((candidate) => candidate.start >= startedEpoch);
      if (event && request) {
        breakdowns.push({
          announced: event.at - started,
          check: event.checkMs ?? Number.NaN,
          filesParsed: event.filesParsed ?? Number.NaN,
          requested: request.start - startedEpoch,
          rendered: request.end - startedEpoch,
          shown: elapsed,
        });
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  save(reloadCase.file, current, reloadCase.text);
  return times;
}

function summary(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)]!;
  const p90 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.9) - 1)]!;
  return { median, p90, max: sorted.at(-1)! };
}

const all: number[] = [];

/** Stops the servers and removes the content copy once they are gone (next dev still watches it until then). */
const stopAll = async () => {
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  const exited = running.map((child) => new Promise((resolve) => child.once("exit", resolve)));
  for (const child of running) child.kill("SIGTERM");
  await Promise.race([Promise.all(exited), new Promise((resolve) => setTimeout(resolve, 5_000))]);
  rmSync(contentCopy, { recursive: true, force: true });
};
process.on("SIGINT", () => {
  void stopAll().then(() => process.exit(130));
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
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu"],
  });
  const load = () =>
    loadavg()
      .map((value) => value.toFixed(2))
      .join(" ");
  console.log(`Save → updated page in Chromium, next dev, ${saves} saves per case (load average ${load()})`);
  for (const reloadCase of cases) {
    const page = await browser.newPage();
    const times = await measure(page, reloadCase);
    const { median, p90, max } = summary(times);
    all.push(...times);
    console.log(
      `${reloadCase.name.padEnd(34)} median ${median.toFixed(0).padStart(5)} ms   p90 ${p90.toFixed(0).padStart(5)} ms   ` +
        `max ${max.toFixed(0).padStart(5)} ms   (${times.map((t) => t.toFixed(0)).join(", ")})`,
    );
    await page.close();
  }
  await browser.close();
  const overall = summary(all);
  console.log(`All saves: median ${overall.median.toFixed(0)} ms, p90 ${overall.p90.toFixed(0)} ms (load average now ${load()})`);
  // Medians of each step, as time after the save; the steps' own shares are the differences.
  const step = (pick: (entry: Breakdown) => number) => summary(breakdowns.map(pick)).median;
  const rows: [string, number][] = [
    ["watcher + our check + event to the page", step((entry) => entry.announced)],
    ["  of which our check (loadContent)", step((entry) => entry.check)],
    ["page → refresh request sent", step((entry) => entry.requested - entry.announced)],
    ["next dev renders the refresh (RSC)", step((entry) => entry.rendered - entry.requested)],
    ["React applies it, text on screen", step((entry) => entry.shown - entry.rendered)],
  ];
  console.log(`Where the time goes (median of ${breakdowns.length} saves; files parsed per check: ${step((entry) => entry.filesParsed)}):`);
  for (const [label, ms] of rows) console.log(`  ${label.padEnd(44)} ${ms.toFixed(0).padStart(5)} ms`);
  console.log("Goal: under 1000 ms from save to updated page.");
} finally {
  await stopAll();
}
process.exit(0);

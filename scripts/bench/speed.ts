// The speed goals of one run, each figure beside a trivial Next.js page built and served in the same run
// (issue 12): Lighthouse mobile (median of N runs) for the page types visitors land on, the JavaScript
// they download, LCP and CLS, then origin requests/s and p99 latency under 50 keep-alive connections.
// The reference is scored twice in Lighthouse: as it is, and with one small stylesheet ("reference,
// styled"), the LCP a page can reach once its first paint waits for CSS.
//
//   npm run bench:speed [-- --skip-build --runs 5 --seconds 10 --connections 50 --no-load --no-lighthouse]
//
// Ports: BENCH_SITE_PORT (3050), BENCH_API_PORT (4050), BENCH_REFERENCE_PORT (3051). The site's build
// goes to NEXT_DIST_DIR (default .next). On a shared machine wrap the run in
// `flock /tmp/storyfront-heavy.lock …` and read the ratios: both sides see the same load.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { launchChromium, runLighthouse, type LighthouseRun } from "./lighthouse-runs";
import { measureLoad, type LoadResult } from "./origin-load";
import { assertPortFree, buildReferenceApp, get, removeReferenceApp, startReferenceApp, stopChild, waitForOk, type RunningApp } from "./reference-app";
import { median } from "./median";

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    "no-load": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    json: { type: "string" },
  },
});
const runs = Number(values.runs);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 3050);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4050);
const referencePort = Number(process.env.BENCH_REFERENCE_PORT ?? 3051);

type Page = { name: string; host: string; path: string; load?: boolean };
/** The page types of the goals: what visitors land on, in both variants. */
const pages: Page[] = [
  { name: "home", host: "storyfront.com", path: "/", load: true },
  { name: "industry landing", host: "storyfront.com", path: "/solutions/fintech", load: true },
  { name: "feature landing", host: "storyfront.com", path: "/solutions/gamification" },
  { name: "blog article", host: "storyfront.com", path: "/blog/holiday-calendar-mechanics" },
  { name: "blog", host: "storyfront.com", path: "/blog", load: true },
  { name: "pricing", host: "storyfront.com", path: "/pricing" },
  { name: "sales", host: "storyfront.com", path: "/sales" },
  { name: "ru home", host: "storyfront.ru", path: "/" },
];
const lighthousePages = pages.filter((page) => page.name !== "blog");
const pageUrl = (page: Page) => `http://${page.host}:${sitePort}${page.path}`;

async function startSite(): Promise<RunningApp & { dataDir: string }> {
  await assertPortFree(sitePort);
  await assertPortFree(apiPort);
  const dataDir = mkdtempSync(path.join(tmpdir(), "storyfront-bench-speed-"));
  const child = spawn(bin("tsx"), [path.join(root, "scripts/src/start.ts"), "--skip-build"], {
    cwd: root,
    env: { ...process.env, PORT: String(sitePort), API_PORT: String(apiPort), API_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await waitForOk(`http://127.0.0.1:${sitePort}/`, child, `storyfront.com:${sitePort}`);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url: `http://127.0.0.1:${sitePort}`, dataDir, stop: () => stopChild(child) };
}

function summarise(results: LighthouseRun[]) {
  return {
    perf: median(results.map((r) => r.performance)),
    perfRuns: results.map((r) => r.performance),
    a11y: Math.min(...results.map((r) => r.accessibility)),
    seo: Math.min(...results.map((r) => r.seo)),
    lcpMs: median(results.map((r) => r.lcpMs)),
    cls: Math.max(...results.map((r) => r.cls)),
    tbtMs: median(results.map((r) => r.tbtMs)),
    seenPaintMs: median(results.map((r) => r.seenPaintMs)),
    seenLastScriptMs: median(results.map((r) => r.seenLastScriptMs)),
    jsBytes: median(results.map((r) => r.scriptTransferBytes)),
    lcpElement: results.at(-1)?.lcpElement ?? "",
  };
}

if (!values["skip-build"]) {
  console.log("Building the site…");
  const build = spawnSync("npm", ["run", "build", "-w", "site"], { cwd: root, env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" }, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
console.log("Building the reference page…");
const referenceDir = buildReferenceApp();
const reference = await startReferenceApp(referenceDir, referencePort);
let site: Awaited<ReturnType<typeof startSite>> | undefined;
const lighthouseResults = new Map<string, LighthouseRun[]>();
const loadResults = new Map<string, LoadResult>();
try {
  site = await startSite();
  // First renders (ISR on first request) and the API's caches should not count against any run.
  for (const page of pages) {
    const status = await get(`${site.url}${page.path}`, `${page.host}:${sitePort}`);
    if (status !== 200) throw new Error(`${page.host}${page.path} answered ${status}`);
  }

  if (!values["no-lighthouse"]) {
    const chrome = await launchChromium();
    try {
      // Runs interleave page by page, so a burst of load from elsewhere on the machine hits every page alike.
      for (let run = 1; run <= runs; run++) {
        const targets: [string, string][] = [["reference", `${reference.url}/`], ["reference, styled", `${reference.url}/styled`], ...lighthousePages.map((p): [string, string] => [p.name, pageUrl(p)])];
        for (const [name, url] of targets) {
          const result = await runLighthouse(url, chrome.port);
          lighthouseResults.set(name, [...(lighthouseResults.get(name) ?? []), result]);
          console.log(`lighthouse ${run}/${runs} ${name.padEnd(18)} perf ${result.performance}  LCP ${Math.round(result.lcpMs)} ms  JS ${(result.scriptTransferBytes / 1024).toFixed(1)} KiB`);
        }
      }
    } finally {
      chrome.kill();
    }
  }

  if (!values["no-load"]) {
    const targets: [string, string, string | undefined][] = [
      ["reference", `${reference.url}/`, undefined],
      ...pages.filter((p) => p.load).map((p): [string, string, string] => [p.name, `${site!.url}${p.path}`, `${p.host}:${sitePort}`]),
    ];
    for (const [name, url, host] of targets) {
      const result = await measureLoad(url, { connections, seconds, host });
      loadResults.set(name, result);
      console.log(`load ${name.padEnd(18)} ${Math.round(result.rps)} req/s  p99 ${result.p99Ms} ms  ${(result.bytesPerRequest / 1024).toFixed(1)} KiB/answer  non-2xx ${result.non2xx}`);
    }
  }
} finally {
  await site?.stop();
  if (site) rmSync(site.dataDir, { recursive: true, force: true });
  await reference.stop();
  removeReferenceApp(referenceDir);
}

const summaries = new Map([...lighthouseResults].map(([name, results]) => [name, summarise(results)]));
const ref = summaries.get("reference");
const refLoad = loadResults.get("reference");
const ratio = (value: number | undefined, base: number | undefined) => (value === undefined || !base ? "" : `${(value / base).toFixed(2)}×`);
const rows = [{ name: "reference" }, { name: "reference, styled" }, ...pages].map(({ name }) => {
  const s = summaries.get(name);
  const l = loadResults.get(name);
  return {
    page: name,
    "perf (median)": s ? `${s.perf} [${s.perfRuns.join(" ")}]` : "",
    a11y: s?.a11y ?? "",
    seo: s?.seo ?? "",
    "LCP ms": s ? Math.round(s.lcpMs) : "",
    "LCP ×ref": ratio(s?.lcpMs, ref?.lcpMs),
    "seen paint/scripts ms": s ? `${Math.round(s.seenPaintMs)}/${Math.round(s.seenLastScriptMs)}` : "",
    CLS: s ? s.cls.toFixed(3) : "",
    "TBT ms": s ? Math.round(s.tbtMs) : "",
    "JS KiB": s ? (s.jsBytes / 1024).toFixed(1) : "",
    "JS ×ref": ratio(s?.jsBytes, ref?.jsBytes),
    "req/s": l ? Math.round(l.rps) : "",
    "req/s ×ref": ratio(l?.rps, refLoad?.rps),
    "p99 ms": l ? l.p99Ms : "",
    "HTML KiB": l ? (l.bytesPerRequest / 1024).toFixed(1) : "",
  };
});

console.log(
  `\nSpeed at ${new Date().toISOString()}: Lighthouse mobile (median of ${runs}), ${connections} connections for ${seconds} s per page, load average ${loadavg().map((n) => n.toFixed(1)).join(" ")}`,
);
console.table(rows);
console.log("Goals: perf ≥ 98, a11y and SEO 100, CLS 0, LCP ≤ 1500 ms, JS ≤ 1.15× ref, req/s ≥ 0.50× ref with p99 ≤ 150 ms.");
for (const [name, s] of summaries) if (!name.startsWith("reference")) console.log(`LCP element of ${name}: ${s.lcpElement || "(none reported)"}`);
if (values.json) writeFileSync(values.json, JSON.stringify({ rows, lighthouse: Object.fromEntries(lighthouseResults), load: Object.fromEntries(loadResults) }, null, 2));

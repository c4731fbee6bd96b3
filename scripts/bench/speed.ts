// The speed goals of one run (issues 12 and 28), each figure beside a trivial Next.js page built and served in
// the same run. Primary: Lighthouse mobile with applied throttling ("devtools": the browser really runs with
// a 4× slower CPU and a slow 4G network; median of N) for the page types visitors land on — FCP, LCP, time
// to interactive and TBT as ratios to the reference. Then interaction to next paint under 4× CPU slowdown
// (interaction.ts), Lighthouse's simulated scores (printed, deciding nothing), the JavaScript downloaded,
// and origin requests/s and p99 under 50 keep-alive connections. The reference is also scored with one small
// stylesheet ("reference, styled"): what a page can reach once its paint waits for a stylesheet. Home is
// measured a second time on plain `next start` ("home, next start"), the server most hosts run.
//
//   npm run bench:speed [-- --skip-build --runs 5 --simulated-runs 5 --trials 5 --loads 2 --seconds 10
//                          --connections 50 --no-load --no-lighthouse --no-interaction --json out.json
//                          --pages "home,blog article" --field-visits 3]
//
// Ports: BENCH_SITE_PORT (3050), BENCH_API_PORT (4050), BENCH_REFERENCE_PORT (3051), BENCH_NEXT_START_PORT
// (site + 2). The site's build goes to NEXT_DIST_DIR (default .next). On a shared machine wrap the run in
// `flock /tmp/storyfront-heavy.lock …` and read the ratios: both sides see the same load.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { measureInteractions, type InteractionResult } from "./interaction";
import { percentile } from "./median";
import { launchChromium, runLighthouse, type LighthouseRun, type Throttling } from "./lighthouse-runs";
import { measureLoad, type LoadResult } from "./origin-load";
import {
  assertPortFree,
  buildReferenceApp,
  get,
  removeReferenceApp,
  startReferenceApp,
  stopChild,
  waitForOk,
  type RunningApp,
} from "./reference-app";
import { median } from "./median";
import { collectFieldData, printFieldData } from "./field-data";
import { printMachineSpeed } from "./machine-speed";

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    "no-load": { type: "boolean", default: false },
    "no-lighthouse": { type: "boolean", default: false },
    "no-interaction": { type: "boolean", default: false },
    runs: { type: "string", default: "5" },
    "simulated-runs": { type: "string" },
    loads: { type: "string", default: "2" },
    trials: { type: "string", default: "5" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    json: { type: "string" },
    /** Only these page types (comma-separated names, e.g. "home,blog article"), for a quick comparison. */
    pages: { type: "string" },
    /** Visits per page type whose field data (GET /admin/vitals) is printed beside the lab figures; 0 for none. */
    "field-visits": { type: "string", default: "3" },
  },
});
const runs = Number(values.runs);
const simulatedRuns = Number(values["simulated-runs"] ?? values.runs);
const seconds = Number(values.seconds);
const connections = Number(values.connections);
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 3050);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4050);
const referencePort = Number(process.env.BENCH_REFERENCE_PORT ?? 3051);
const nextStartPort = Number(process.env.BENCH_NEXT_START_PORT ?? sitePort + 2);

type Page = { name: string; host: string; path: string; load?: boolean; port?: number };
/** The page types of the goals: what visitors land on, in both variants. */
const pages: Page[] = [
  { name: "home", host: "storyfront.com", path: "/", load: true },
  { name: "home, next start", host: "storyfront.com", path: "/", load: true, port: nextStartPort },
  { name: "industry landing", host: "storyfront.com", path: "/solutions/fintech", load: true },
  { name: "blog article", host: "storyfront.com", path: "/blog/holiday-calendar-mechanics" },
  { name: "blog", host: "storyfront.com", path: "/blog", load: true },
  { name: "pricing", host: "storyfront.com", path: "/pricing" },
  { name: "sales", host: "storyfront.com", path: "/sales" },
  { name: "ru home", host: "storyfront.ru", path: "/" },
];
const chosen = values.pages?.split(",").map((name) => name.trim());
const lighthousePages = pages.filter((page) => page.name !== "blog" && (!chosen || chosen.includes(page.name)));
const portOf = (page: Page) => page.port ?? sitePort;
const pageUrl = (page: Page) => `http://${page.host}:${portOf(page)}${page.path}`;

type Site = RunningApp & { dataDir: string };

async function startSite(): Promise<Site> {
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

/** The same build on plain `next start` (what most hosts run), against the same API. */
async function startNextStart(): Promise<RunningApp> {
  await assertPortFree(nextStartPort);
  const child = spawn(bin("next"), ["start", "-p", String(nextStartPort)], {
    cwd: path.join(root, "site"),
    env: {
      ...process.env,
      API_BASE_URL: `http://localhost:${apiPort}`,
      SSR_API_BASE_URL: `http://127.0.0.1:${apiPort}`,
      NEXT_TELEMETRY_DISABLED: "1",
    },
    stdio: ["ignore", "ignore", "inherit"],
    detached: true,
  });
  try {
    await waitForOk(`http://127.0.0.1:${nextStartPort}/`, child, `storyfront.com:${nextStartPort}`);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return { url: `http://127.0.0.1:${nextStartPort}`, stop: () => stopChild(child) };
}

type Summary = ReturnType<typeof summarise>;
function summarise(results: LighthouseRun[]) {
  const of = (pick: (run: LighthouseRun) => number) => median(results.map(pick));
  return {
    perf: of((r) => r.performance),
    perfRuns: results.map((r) => r.performance),
    a11y: Math.min(...results.map((r) => r.accessibility)),
    seo: Math.min(...results.map((r) => r.seo)),
    fcpMs: of((r) => r.fcpMs),
    lcpMs: of((r) => r.lcpMs),
    ttiMs: of((r) => r.ttiMs),
    tbtMs: of((r) => r.tbtMs),
    cls: Math.max(...results.map((r) => r.cls)),
    jsBytes: of((r) => r.scriptTransferBytes),
    lcpElement: results.at(-1)?.lcpElement ?? "",
  };
}

if (!values["skip-build"]) {
  console.log("Building the site…");
  const build = spawnSync("npm", ["run", "build", "-w", "site"], {
    cwd: root,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: "inherit",
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
printMachineSpeed("at the start");
console.log("Building the reference page…");
const referenceDir = buildReferenceApp();
const reference = await startReferenceApp(referenceDir, referencePort);
let site: Site | undefined;
let nextStart: RunningApp | undefined;
/** Lighthouse runs per throttling method and target. */
const lighthouseResults: Record<Throttling, Map<string, LighthouseRun[]>> = { devtools: new Map(), simulate: new Map() };
const loadResults = new Map<string, LoadResult>();
let interactions: InteractionResult | undefined;
let field: Awaited<ReturnType<typeof collectFieldData>> | undefined;
try {
  site = await startSite();
  nextStart = await startNextStart();
  // First renders (ISR on first request) and the API's caches should not count against any run.
  for (const page of pages) {
    const status = await get(`http://127.0.0.1:${portOf(page)}${page.path}`, `${page.host}:${portOf(page)}`);
    if (status !== 200) throw new Error(`${page.host}${page.path} on port ${portOf(page)} answered ${status}`);
  }

  // Before Lighthouse, whose own page loads would send beacons too.
  const visits = Number(values["field-visits"]);
  if (visits > 0) field = await collectFieldData({ port: sitePort, apiUrl: `http://127.0.0.1:${apiPort}`, visits });

  if (!values["no-lighthouse"]) {
    const chrome = await launchChromium();
    try {
      // Runs interleave page by page, so a burst of load from elsewhere on the machine hits every page alike.
      const targets: [string, string][] = [
        ["reference", `${reference.url}/`],
        ["reference, styled", `${reference.url}/styled`],
        ...lighthousePages.map((p): [string, string] => [p.name, pageUrl(p)]),
      ];
      if (chosen) console.log(`Only ${lighthousePages.map((p) => p.name).join(", ")}`);
      for (let run = 1; run <= Math.max(runs, simulatedRuns); run++) {
        for (const [name, url] of targets) {
          for (const throttling of ["devtools", "simulate"] as const) {
            if (run > (throttling === "devtools" ? runs : simulatedRuns)) continue;
            const result = await runLighthouse(url, chrome.port, throttling);
            const results = lighthouseResults[throttling];
            results.set(name, [...(results.get(name) ?? []), result]);
            console.log(
              `lighthouse ${throttling.padEnd(8)} ${run} ${name.padEnd(18)} perf ${result.performance}  FCP ${Math.round(result.fcpMs)}  ` +
                `LCP ${Math.round(result.lcpMs)}  TTI ${Math.round(result.ttiMs)}  TBT ${Math.round(result.tbtMs)} ms`,
            );
          }
        }
      }
    } finally {
      chrome.kill();
    }
  }

  if (!values["no-interaction"]) {
    const home = pages[0]!;
    interactions = await measureInteractions(pageUrl(home), { loads: Number(values.loads), trials: Number(values.trials) });
    console.log("interactions", JSON.stringify(interactions));
  }

  if (!values["no-load"]) {
    const targets: [string, string, string | undefined][] = [
      ["reference", `${reference.url}/`, undefined],
      ...pages
        .filter((p) => p.load)
        .map((p): [string, string, string] => [p.name, `http://127.0.0.1:${portOf(p)}${p.path}`, `${p.host}:${portOf(p)}`]),
    ];
    for (const [name, url, host] of targets) {
      const result = await measureLoad(url, { connections, seconds, host });
      loadResults.set(name, result);
      console.log(
        `load ${name.padEnd(18)} ${Math.round(result.rps)} req/s  p99 ${result.p99Ms} ms  ` +
          `${(result.bytesPerRequest / 1024).toFixed(1)} KiB/answer  non-2xx ${result.non2xx}`,
      );
    }
  }
} finally {
  await nextStart?.stop();
  await site?.stop();
  if (site) rmSync(site.dataDir, { recursive: true, force: true });
  await reference.stop();
  removeReferenceApp(referenceDir);
}

const summaryOf = (throttling: Throttling) =>
  new Map([...lighthouseResults[throttling]].map(([name, results]) => [name, summarise(results)]));
const applied = summaryOf("devtools");
const simulated = summaryOf("simulate");
const ref = applied.get("reference");
const refSimulated = simulated.get("reference");
const refLoad = loadResults.get("reference");
const ratio = (value: number | undefined, base: number | undefined) =>
  value === undefined || !base ? "" : `${(value / base).toFixed(2)}×`;
const ms = (value: number | undefined) => (value === undefined ? "" : Math.round(value));
const names = ["reference", "reference, styled", ...pages.map((p) => p.name)];

/** Which applied-throttling goals a page misses (issue 28); empty when it meets them all. */
function missed(s: Summary | undefined): string[] {
  if (!s || !ref) return [];
  const misses: string[] = [];
  if (s.fcpMs > 1.25 * ref.fcpMs) misses.push("FCP");
  if (s.lcpMs > 1.25 * ref.lcpMs) misses.push("LCP");
  if (s.ttiMs > 1.3 * ref.ttiMs) misses.push("TTI");
  if (s.tbtMs > ref.tbtMs + 50) misses.push("TBT");
  return misses;
}

const appliedRows = names.map((name) => {
  const s = applied.get(name);
  return {
    page: name,
    "FCP ms": ms(s?.fcpMs),
    "FCP ×ref": ratio(s?.fcpMs, ref?.fcpMs),
    "LCP ms": ms(s?.lcpMs),
    "LCP ×ref": ratio(s?.lcpMs, ref?.lcpMs),
    "TTI ms": ms(s?.ttiMs),
    "TTI ×ref": ratio(s?.ttiMs, ref?.ttiMs),
    "TBT ms": ms(s?.tbtMs),
    "TBT −ref": s && ref ? `${s.tbtMs - ref.tbtMs >= 0 ? "+" : ""}${Math.round(s.tbtMs - ref.tbtMs)}` : "",
    goals: name.startsWith("reference") || !s ? "" : missed(s).length ? `missed: ${missed(s).join(", ")}` : "met",
  };
});
const otherRows = names.map((name) => {
  const s = simulated.get(name);
  const l = loadResults.get(name);
  return {
    page: name,
    "simulated perf": s ? `${s.perf} [${s.perfRuns.join(" ")}]` : "",
    "sim. LCP ms": ms(s?.lcpMs),
    a11y: s?.a11y ?? "",
    seo: s?.seo ?? "",
    CLS: s ? s.cls.toFixed(3) : "",
    "JS KiB": s ? (s.jsBytes / 1024).toFixed(1) : "",
    "JS ×ref": ratio(s?.jsBytes, refSimulated?.jsBytes),
    "req/s": l ? Math.round(l.rps) : "",
    "req/s ×ref": ratio(l?.rps, refLoad?.rps),
    "p99 ms": l ? l.p99Ms : "",
    "HTML KiB": l ? (l.bytesPerRequest / 1024).toFixed(1) : "",
  };
});

console.log(
  `\nSpeed at ${new Date().toISOString()}, load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(" ")}\n` + `Lighthouse mobile, applied throttling (devtools: 4× CPU, slow 4G), median of ${runs}:`,
);
console.table(appliedRows);
console.log("Goals (applied): FCP and LCP ≤ 1.25× ref, TTI ≤ 1.3× ref, TBT ≤ ref + 50 ms.");
console.log(
  `\nLighthouse simulated (median of ${simulatedRuns}; printed, decides nothing), JavaScript, ` +
    `origin (${connections} connections, ${seconds} s):`,
);
console.table(otherRows);
console.log("Goals: simulated perf ≥ 98, a11y and SEO 100, CLS 0, JS ≤ 1.15× ref, req/s ≥ 0.50× ref with p99 ≤ 150 ms.");
if (interactions) {
  const p90 = (samples: number[]) => percentile(samples, 90);
  const firstWorks = median(interactions.firstWorksMs);
  console.log(
    `\nInteraction on home, 4× CPU, Event Timing (16 = under 16 ms), p90 of ${interactions.solutionsMenu.length}; goal p90 ≤ 100 ms:`,
  );
  console.table([
    {
      interaction: "Solutions menu, 1440 px (tap)",
      "p90 ms": p90(interactions.solutionsMenu),
      trials: interactions.solutionsMenu.join(" "),
    },
    { interaction: "drawer, 375 px (tap)", "p90 ms": p90(interactions.drawer), trials: interactions.drawer.join(" ") },
    { interaction: "footer e-mail, typing", "p90 ms": p90(interactions.footerTyping), trials: interactions.footerTyping.join(" ") },
  ]);
  console.log(
    `First works (Solutions opens on a tap, applied network + 4× CPU): median ${Math.round(firstWorks)} ms ` +
      `[${interactions.firstWorksMs.map(Math.round).join(" ")}]` +
      (ref ? ` = ${(firstWorks / ref.ttiMs).toFixed(2)}× the reference's TTI (${Math.round(ref.ttiMs)} ms); goal ≤ 1.3×` : ""),
  );
  const drawerWorks = median(interactions.firstWorksDrawerMs);
  console.log(
    `First works on a phone (the drawer shows on a tap of the burger, 375 px): median ${Math.round(drawerWorks)} ms ` +
      `[${interactions.firstWorksDrawerMs.map(Math.round).join(" ")}]` +
      (ref ? ` = ${(drawerWorks / ref.ttiMs).toFixed(2)}× the reference's TTI (${Math.round(ref.ttiMs)} ms); goal ≤ 1.3×` : ""),
  );
}
for (const [name, s] of simulated)
  if (!name.startsWith("reference")) console.log(`LCP element of ${name}: ${s.lcpElement || "(none reported)"}`);
if (field) printFieldData(field, Number(values["field-visits"]), applied);
printMachineSpeed("at the end");
if (values.json) {
  const lighthouse = { devtools: Object.fromEntries(lighthouseResults.devtools), simulate: Object.fromEntries(lighthouseResults.simulate) };
  writeFileSync(
    values.json,
    JSON.stringify({ appliedRows, otherRows, lighthouse, interactions, load: Object.fromEntries(loadResults) }, null, 2),
  );
}

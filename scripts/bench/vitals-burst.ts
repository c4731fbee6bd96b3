// Field data must not slow the pages (issue 28): a page's latency alone, then during a burst of 10,000 web-vitals
// beacons to the same site process, printed side by side with their ratio. The beacons are real POST /api/vitals
// calls (five metrics each, as a browser sends them); afterwards the API's aggregates are read to show every
// sample arrived (the site's queue logs whatever it cannot keep, so nothing is dropped silently).
//
//   npx tsx scripts/bench/vitals-burst.ts [--skip-build] [--beacons 10000] [--connections 10] [--seconds 10] [--path /]
//
// Ports: BENCH_SITE_PORT (3060), BENCH_API_PORT (4060). On a shared machine wrap the run in
// `flock /tmp/storyfront-heavy.lock …`: the load generator and both servers share the cores.
import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { assertPortFree, stopChild, waitForOk } from "./reference-app";

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    beacons: { type: "string", default: "10000" },
    connections: { type: "string", default: "10" },
    seconds: { type: "string", default: "10" },
    path: { type: "string", default: "/" },
  },
});
const beacons = Number(values.beacons);
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const sitePort = Number(process.env.BENCH_SITE_PORT ?? 3060);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4060);
const host = `storyfront.com:${sitePort}`;
const siteUrl = `http://127.0.0.1:${sitePort}`;
const pageHeaders = { host, "accept-encoding": "gzip, deflate, br", accept: "text/html" };

/** What a browser's beacon carries after a visit: the five metrics, rated as web-vitals rates them. */
const beaconBody = JSON.stringify([
  { name: "TTFB", value: 120, rating: "good", id: "v6-bench-1", navigationType: "navigate", path: "/pricing" },
  { name: "FCP", value: 900, rating: "good", id: "v6-bench-2", navigationType: "navigate", path: "/pricing" },
  { name: "LCP", value: 2600, rating: "needs-improvement", id: "v6-bench-3", navigationType: "navigate", path: "/pricing" },
  { name: "CLS", value: 0.02, rating: "good", id: "v6-bench-4", navigationType: "navigate", path: "/pricing" },
  { name: "INP", value: 80, rating: "good", id: "v6-bench-5", navigationType: "navigate", path: "/pricing" },
]);
const beaconHeaders = {
  host,
  origin: `http://${host}`,
  "sec-fetch-site": "same-origin",
  "content-type": "application/json",
  "user-agent": "vitals-burst bench (Mobile)",
};

type Latency = { requests: number; p50Ms: number; p99Ms: number; non2xx: number; errors: number };

function latencyOf(result: autocannon.Result): Latency {
  return {
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** Page load at a fixed concurrency; with `until`, it runs until that promise settles instead of for `seconds`. */
function loadPage(until?: Promise<unknown>): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${siteUrl}${values.path}`, connections, duration: until ? 3600 : seconds, headers: pageHeaders },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (until) void Promise.resolve(until).finally(() => instance.stop());
  });
}

/** autocannon answers a thenable; wrapped, it is a real promise (finally, await). */
function burst(): Promise<autocannon.Result> {
  return Promise.resolve(
    autocannon({
      url: `${siteUrl}/api/vitals`,
      method: "POST",
      connections: 50,
      amount: beacons,
      headers: beaconHeaders,
      body: beaconBody,
    }),
  );
}

/** Samples the API holds for the last day, read as the demo administrator. */
async function storedSamples(): Promise<number> {
  const api = `http://127.0.0.1:${apiPort}`;
  const login = await fetch(`${api}/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@example.com", password: "Demo-Admin-2026" }),
  });
  const { token } = (await login.json()) as { token: string };
  const answer = await fetch(`${api}/admin/vitals?days=1`, { headers: { authorization: `Bearer ${token}` } });
  const figures = (await answer.json()) as { totals: { samples: number }[] };
  return figures.totals.reduce((sum, total) => sum + total.samples, 0);
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
await assertPortFree(sitePort);
await assertPortFree(apiPort);
const dataDir = mkdtempSync(path.join(tmpdir(), "storyfront-bench-vitals-"));
const child = spawn(bin("tsx"), [path.join(root, "scripts/src/start.ts"), "--skip-build"], {
  cwd: root,
  env: { ...process.env, PORT: String(sitePort), API_PORT: String(apiPort), API_DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});
try {
  await waitForOk(`${siteUrl}${values.path}`, child, host);
  // Warm-up: the page's first render and the JIT should not count, nor the route handler's first compile.
  await autocannon({ url: `${siteUrl}${values.path}`, connections, duration: 3, headers: pageHeaders });
  await autocannon({ url: `${siteUrl}/api/vitals`, method: "POST", connections: 2, amount: 20, headers: beaconHeaders, body: beaconBody });
  const before = await waitForSamples(100);

  console.log(`Page ${values.path} alone: ${connections} connections for ${seconds} s…`);
  const alone = latencyOf(await loadPage());
  console.log(`Page ${values.path} during a burst of ${beacons} beacons (50 connections)…`);
  const started = performance.now();
  const beaconRun = burst();
  const during = latencyOf(await loadPage(beaconRun));
  const beaconResult = await beaconRun;
  const burstSeconds = (performance.now() - started) / 1000;
  const stored = (await waitForSamples(before + beacons * 5)) - before;

  const row = (label: string, figures: Latency) =>
    `${label.padEnd(22)} ${String(figures.requests).padStart(8)} ${figures.p50Ms.toFixed(1).padStart(8)} ${figures.p99Ms.toFixed(1).padStart(8)} ${String(figures.non2xx + figures.errors).padStart(7)}`;
  console.log("");
  console.log(`${"page GET".padEnd(22)} ${"requests".padStart(8)} ${"p50 ms".padStart(8)} ${"p99 ms".padStart(8)} ${"failed".padStart(7)}`);
  console.log(row("alone", alone));
  console.log(row("during the burst", during));
  console.log(
    `${"ratio (during/alone)".padEnd(22)} ${"".padStart(8)} ${(during.p50Ms / alone.p50Ms).toFixed(2).padStart(8)} ${(during.p99Ms / alone.p99Ms).toFixed(2).padStart(8)}`,
  );
  console.log("");
  console.log(
    `Beacons: ${beaconResult.requests.total} sent in ${burstSeconds.toFixed(1)} s, ${beaconResult["2xx"]} answered 202, ${beaconResult.non2xx} refused, ` +
      `${beaconResult.errors + beaconResult.timeouts} failed; beacon p50 ${beaconResult.latency.p50} ms, p99 ${beaconResult.latency.p99} ms`,
  );
  console.log(`Samples stored by the API: ${stored} of ${beacons * 5}`);
} finally {
  await stopChild(child);
  rmSync(dataDir, { recursive: true, force: true });
}

/** Polls the API until it holds `count` samples (the site's queue delivers in batches), or 60 s pass. */
async function waitForSamples(count: number): Promise<number> {
  let stored = 0;
  for (let waited = 0; waited < 60_000; waited += 500) {
    stored = await storedSamples();
    if (stored >= count) return stored;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return stored;
}

// Field data must not slow the pages (issue 28): a page's latency alone, then during a burst of 10,000 web-vitals
// beacons to the same site process, printed side by side with their ratio, over a few rounds (alone and during
// take turns, so the machine's other load falls on both). The beacons are real POST /api/vitals calls (five metrics
// each, as a browser sends them); afterwards the API's aggregates are read to show every sample arrived (the
// site's queue counts and logs whatever it cannot keep, so nothing is dropped silently). Beside the latencies,
// the CPU the site and API processes used (Linux /proc), which the machine's other load moves much less.
//
//   npx tsx scripts/bench/vitals-burst.ts [--skip-build] [--beacons 10000] [--rounds 3] [--connections 10]
//                                         [--seconds 10] [--path /] [--next-start]
//
// --next-start measures the same build on plain `next start` (beacons through Next's router and route module)
// instead of the site's own server (beacons handed to the route's handler before Next: site/src/server/vitals-beacons.ts).
// Ports: BENCH_SITE_PORT (3060; next start on the next port but one), BENCH_API_PORT (4060). On a shared machine
// wrap the run in `flock /tmp/storyfront-heavy.lock …`: the load generator and both servers share the cores.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sampleCount, settledFieldData } from "./field-aggregates";
import { median } from "./median";
import { descendantsRunning, totalCpuMs } from "./process-cpu";
import { assertPortFree, stopChild, waitForOk } from "./reference-app";
import { startSite } from "./site-server";

const root = path.resolve(import.meta.dirname, "../..");
const bin = (name: string) => path.join(root, "node_modules/.bin", name);

const { values } = parseArgs({
  options: {
    "skip-build": { type: "boolean", default: false },
    "next-start": { type: "boolean", default: false },
    beacons: { type: "string", default: "10000" },
    rounds: { type: "string", default: "3" },
    connections: { type: "string", default: "10" },
    seconds: { type: "string", default: "10" },
    path: { type: "string", default: "/" },
  },
});
const beacons = Number(values.beacons);
const rounds = Number(values.rounds);
const connections = Number(values.connections);
const seconds = Number(values.seconds);
const apiPort = Number(process.env.BENCH_API_PORT ?? 4060);
const ownServerPort = Number(process.env.BENCH_SITE_PORT ?? 3060);
const sitePort = values["next-start"] ? ownServerPort + 2 : ownServerPort;
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

type Latency = { requests: number; p50Ms: number; p99Ms: number; failed: number };
type Phase = Latency & { siteCpuMs?: number; apiCpuMs?: number };

function latencyOf(result: autocannon.Result): Latency {
  return {
    requests: result.requests.total,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    failed: result.non2xx + result.errors + result.timeouts,
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

/**
 * The beacons, fired by autocannon in a process of its own: in this one they would share the event loop that
 * times the page answers, and every page would look slower by the load generator's own work.
 */
function burst(amount = beacons, burstConnections = 50): Promise<autocannon.Result> {
  const headerArgs = Object.entries(beaconHeaders).flatMap(([name, value]) => ["-H", `${name}=${value}`]);
  const args = ["-j", "-n", "-c", String(burstConnections), "-a", String(amount), "-m", "POST", "-b", beaconBody, ...headerArgs];
  return new Promise((resolve, reject) => {
    const generator = spawn(bin("autocannon"), [...args, `${siteUrl}/api/vitals`], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    generator.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    generator.on("error", reject);
    generator.on("close", (code) =>
      code === 0 ? resolve(JSON.parse(output) as autocannon.Result) : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}

/** The same build on plain `next start`, against the API `npm start` started. */
async function startNextStart(): Promise<ChildProcess> {
  await assertPortFree(sitePort);
  const child = spawn(bin("next"), ["start", "-p", String(sitePort)], {
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
  await waitForOk(`${siteUrl}${values.path}`, child, host);
  return child;
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
const site = await startSite({ port: ownServerPort, apiPort, path: values.path });
const apiUrl = `http://127.0.0.1:${apiPort}`;
/** Samples the API holds once at least `count` arrived and no more come. */
const samplesStored = async (count: number) => sampleCount(await settledFieldData(apiUrl, count));
let nextStart: ChildProcess | undefined;
try {
  if (values["next-start"]) nextStart = await startNextStart();
  const nextStartPid = nextStart?.pid;
  const sitePids = nextStartPid
    ? [nextStartPid, ...descendantsRunning(nextStartPid)]
    : descendantsRunning(site.child.pid!, "src/server/main.ts");
  const apiPids = descendantsRunning(site.child.pid!, "src/server.ts");
  const cpu = () => ({ site: totalCpuMs(sitePids), api: totalCpuMs(apiPids) });
  const less = (after?: number, before?: number) => (after === undefined || before === undefined ? undefined : after - before);

  // Warm-up: the page's first render and the JIT should not count, nor the route handler's first compile.
  await autocannon({ url: `${siteUrl}${values.path}`, connections, duration: 3, headers: pageHeaders });
  await burst(200, 2);
  const before = await samplesStored(1000);

  const server = values["next-start"] ? "plain next start" : "the site's own server (npm start)";
  console.log(
    `# vitals-burst on ${server}: page ${values.path} at ${connections} connections, alone for ${seconds} s and during ${beacons} beacons ` +
      `(50 connections), ${rounds} rounds; ${new Date().toISOString()}, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
  );
  const alone: Phase[] = [];
  const during: Phase[] = [];
  const bursts: { result: autocannon.Result; seconds: number }[] = [];
  for (let round = 1; round <= rounds; round++) {
    let start = cpu();
    const quiet = latencyOf(await loadPage());
    let end = cpu();
    alone.push({ ...quiet, siteCpuMs: less(end.site, start.site), apiCpuMs: less(end.api, start.api) });
    start = cpu();
    const started = performance.now();
    const beaconRun = burst();
    const busy = latencyOf(await loadPage(beaconRun));
    const result = await beaconRun;
    end = cpu();
    during.push({ ...busy, siteCpuMs: less(end.site, start.site), apiCpuMs: less(end.api, start.api) });
    bursts.push({ result, seconds: (performance.now() - started) / 1000 });
    console.log(
      `round ${round}: alone p50 ${quiet.p50Ms} p99 ${quiet.p99Ms} ms; during p50 ${busy.p50Ms} p99 ${busy.p99Ms} ms; ` +
        `burst ${(bursts.at(-1)?.seconds ?? 0).toFixed(1)} s`,
    );
  }
  const stored = (await samplesStored(before + rounds * beacons * 5)) - before;

  const column = (text: string | number, width = 9) => String(text).padStart(width);
  const cpuText = (ms?: number) => (ms === undefined ? "" : (ms / 1000).toFixed(1));
  const row = (label: string, phase: Phase) =>
    `${label.padEnd(24)}${column(phase.requests)}${column(phase.p50Ms.toFixed(1))}${column(phase.p99Ms.toFixed(1))}${column(phase.failed)}` +
    `${column(cpuText(phase.siteCpuMs), 12)}${column(cpuText(phase.apiCpuMs), 11)}`;
  console.log("");
  console.log(
    `${"page GET".padEnd(24)}${column("requests")}${column("p50 ms")}${column("p99 ms")}${column("failed")}${column("site CPU s", 12)}${column("API CPU s", 11)}`,
  );
  for (let round = 0; round < rounds; round++) {
    console.log(row(`round ${round + 1}, alone`, alone[round]!));
    console.log(row(`round ${round + 1}, during burst`, during[round]!));
  }
  const p50 = { alone: median(alone.map((phase) => phase.p50Ms)), during: median(during.map((phase) => phase.p50Ms)) };
  const p99 = { alone: median(alone.map((phase) => phase.p99Ms)), during: median(during.map((phase) => phase.p99Ms)) };
  console.log(`${"median, alone".padEnd(24)}${column("")}${column(p50.alone.toFixed(1))}${column(p99.alone.toFixed(1))}`);
  console.log(`${"median, during burst".padEnd(24)}${column("")}${column(p50.during.toFixed(1))}${column(p99.during.toFixed(1))}`);
  console.log(
    `${"ratio (during/alone)".padEnd(24)}${column("")}${column((p50.during / p50.alone).toFixed(2))}${column((p99.during / p99.alone).toFixed(2))}`,
  );

  // The site's CPU per beacon: what it used during a burst, less the pages it served meanwhile at their cost alone.
  const perPage = median(alone.map((phase) => (phase.siteCpuMs ?? NaN) / phase.requests));
  const perBeacon = median(during.map((phase) => ((phase.siteCpuMs ?? NaN) - phase.requests * perPage) / beacons));
  const apiPerBeacon = median(during.map((phase) => (phase.apiCpuMs ?? NaN) / beacons));
  console.log("");
  for (const [round, { result, seconds: took }] of bursts.entries()) {
    console.log(
      `Beacons, round ${round + 1}: ${result.requests.total} sent in ${took.toFixed(1)} s, ${result["2xx"]} answered 202, ${result.non2xx} refused, ` +
        `${result.errors + result.timeouts} failed; beacon p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
  if (Number.isFinite(perPage) && Number.isFinite(perBeacon))
    console.log(
      `Site CPU: ${perPage.toFixed(2)} ms per page answer, ${perBeacon.toFixed(2)} ms per beacon; API CPU ${apiPerBeacon.toFixed(2)} ms per beacon (medians)`,
    );
  console.log(`Samples stored by the API: ${stored} of ${rounds * beacons * 5}`);
} finally {
  if (nextStart) await stopChild(nextStart);
  await site.stop();
}

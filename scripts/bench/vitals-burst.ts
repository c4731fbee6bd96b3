// Field data must not slow the pages (issue 28): a page's latency alone, during a burst of 10,000 web-vitals beacons
// to the same site process, and during the same burst to a stand-in server that answers 202 at once (the control:
// on a shared machine, firing 10,000 requests costs the pages on its own; the difference to it is the site's part),
// over a few rounds taken in turns so the machine's other load falls on every phase alike. The beacons are real
// POST /api/vitals calls (five metrics each, as a browser sends them); afterwards the API's aggregates are read to
// show every sample arrived (the site's queue counts and logs whatever it cannot keep, so nothing is dropped
// silently). Beside the latencies, the CPU the site and API processes used (Linux /proc), which the machine's
// other load moves much less: per page answer and per beacon.
//
//   npx tsx scripts/bench/vitals-burst.ts [--skip-build] [--beacons 10000] [--rounds 3] [--connections 10]
//                                         [--seconds 10] [--path /] [--next-start]
//
// --next-start measures the same build on plain `next start` (beacons through Next's router and route module)
// instead of the site's own server (beacons handed to the route's handler before Next: site/src/server/vitals-beacons.ts).
// Ports: BENCH_SITE_PORT (3060; next start on that + 2, the stand-in on that + 4), BENCH_API_PORT (4060). On a
// shared machine wrap the run in `flock /tmp/storyfront-heavy.lock …`: the load generator and the servers share the cores.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { sampleCount, settledFieldData } from "./field-aggregates";
import { median } from "./median";
import { descendantsRunning, totalCpuMs } from "./process-cpu";
import { assertPortFree, stopChild } from "./reference-app";
import { startNextStart, startSite, type StartedSite } from "./site-server";

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
const standInPort = ownServerPort + 4;
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
/** Pages alone, during a burst to a stand-in server (the control), during the burst of beacons to the site. */
const phaseNames = ["alone", "control", "burst"] as const;
type PhaseName = (typeof phaseNames)[number];
const phaseLabel: Record<PhaseName, string> = { alone: "alone", control: "during control burst", burst: "during beacons" };

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
function burst(target = `${siteUrl}/api/vitals`, amount = beacons, burstConnections = 50): Promise<autocannon.Result> {
  const headerArgs = Object.entries(beaconHeaders).flatMap(([name, value]) => ["-H", `${name}=${value}`]);
  const args = ["-j", "-n", "-c", String(burstConnections), "-a", String(amount), "-m", "POST", "-b", beaconBody, ...headerArgs];
  return new Promise((resolve, reject) => {
    const generator = spawn(bin("autocannon"), [...args, target], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    generator.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
    generator.on("error", reject);
    generator.on("close", (code) =>
      code === 0 ? resolve(JSON.parse(output) as autocannon.Result) : reject(new Error(`autocannon exited with ${code}`)),
    );
  });
}

/**
 * The control: a server of its own that takes a beacon and answers 202 at once. Pages during a burst to it show
 * what firing the beacons costs this machine (the load generator's share of the cores); during the real burst,
 * that and what the site itself spends on beacons.
 */
function startStandIn(port: number): ChildProcess {
  const source = `require("node:http").createServer((q, s) => { q.resume(); q.on("end", () => s.writeHead(202).end()); }).listen(${port});`;
  return spawn(process.execPath, ["-e", source], { stdio: "ignore", detached: true });
}

async function waitForStandIn() {
  for (let tries = 0; tries < 50; tries++) {
    const answered = await fetch(`http://127.0.0.1:${standInPort}/`, { method: "POST", body: "[]" }).catch(() => undefined);
    if (answered?.status === 202) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The stand-in server on port ${standInPort} did not answer`);
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
let nextStart: StartedSite | undefined;
try {
  if (values["next-start"]) nextStart = await startNextStart({ port: sitePort, apiPort, path: values.path });
  const nextStartPid = nextStart?.child.pid;
  const sitePids = nextStartPid
    ? [nextStartPid, ...descendantsRunning(nextStartPid)]
    : descendantsRunning(site.child.pid!, "src/server/main.ts");
  const apiPids = descendantsRunning(site.child.pid!, "src/server.ts");
  const cpu = () => ({ site: totalCpuMs(sitePids), api: totalCpuMs(apiPids) });
  const less = (after?: number, before?: number) => (after === undefined || before === undefined ? undefined : after - before);
  const cpuSince = (start: ReturnType<typeof cpu>) => {
    const end = cpu();
    return { siteCpuMs: less(end.site, start.site), apiCpuMs: less(end.api, start.api) };
  };

  // Warm-up: the page's first render and the JIT should not count, nor the route handler's first compile.
  await autocannon({ url: `${siteUrl}${values.path}`, connections, duration: 3, headers: pageHeaders });
  await burst(undefined, 200, 2);
  const before = await samplesStored(1000);

  const server = values["next-start"] ? "plain next start" : "the site's own server (npm start)";
  console.log(
    `# vitals-burst on ${server}: page ${values.path} at ${connections} connections, alone for ${seconds} s ` +
      `and during ${beacons} beacons (50 connections), ${rounds} rounds; ${new Date().toISOString()}, load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(" ")}`,
  );
  await assertPortFree(standInPort);
  const standIn = startStandIn(standInPort);
  const phases: Record<PhaseName, Phase[]> = { alone: [], control: [], burst: [] };
  const bursts: { result: autocannon.Result; seconds: number }[] = [];
  try {
    await waitForStandIn();
    for (let round = 1; round <= rounds; round++) {
      let start = cpu();
      phases.alone.push({ ...latencyOf(await loadPage()), ...cpuSince(start) });
      start = cpu();
      const controlRun = burst(`http://127.0.0.1:${standInPort}/`);
      phases.control.push({ ...latencyOf(await loadPage(controlRun)), ...cpuSince(start) });
      await controlRun;
      start = cpu();
      const started = performance.now();
      const beaconRun = burst();
      phases.burst.push({ ...latencyOf(await loadPage(beaconRun)), ...cpuSince(start) });
      bursts.push({ result: await beaconRun, seconds: (performance.now() - started) / 1000 });
      const p50s = phaseNames.map((name) => `${name} ${phases[name].at(-1)?.p50Ms}`).join(", ");
      console.log(`round ${round}: page p50 ms ${p50s}; the burst took ${(bursts.at(-1)?.seconds ?? 0).toFixed(1)} s`);
    }
  } finally {
    await stopChild(standIn);
  }
  const stored = (await samplesStored(before + rounds * beacons * 5)) - before;

  const column = (text: string | number, width = 9) => String(text).padStart(width);
  const cpuText = (ms?: number) => (ms === undefined ? "" : (ms / 1000).toFixed(1));
  const row = (label: string, phase: Phase) =>
    `${label.padEnd(30)}${column(phase.requests)}${column(phase.p50Ms.toFixed(1))}` +
    `${column(phase.p99Ms.toFixed(1))}${column(phase.failed)}` +
    `${column(cpuText(phase.siteCpuMs), 12)}${column(cpuText(phase.apiCpuMs), 11)}`;
  console.log("");
  console.log(
    `${"page GET".padEnd(30)}${column("requests")}${column("p50 ms")}${column("p99 ms")}${column("failed")}` +
      `${column("site CPU s", 12)}${column("API CPU s", 11)}`,
  );
  for (let round = 0; round < rounds; round++)
    for (const name of phaseNames) console.log(row(`round ${round + 1}, ${phaseLabel[name]}`, phases[name][round]!));
  const p50 = (name: PhaseName) => median(phases[name].map((phase) => phase.p50Ms));
  const p99 = (name: PhaseName) => median(phases[name].map((phase) => phase.p99Ms));
  for (const name of phaseNames)
    console.log(`${`median, ${phaseLabel[name]}`.padEnd(30)}${column("")}${column(p50(name).toFixed(1))}${column(p99(name).toFixed(1))}`);
  const ratio = (label: string, over: PhaseName, under: PhaseName) =>
    console.log(
      `${label.padEnd(30)}${column("")}${column((p50(over) / p50(under)).toFixed(2))}${column((p99(over) / p99(under)).toFixed(2))}`,
    );
  ratio("ratio, beacons / alone", "burst", "alone");
  ratio("ratio, control / alone", "control", "alone");
  ratio("ratio, beacons / control", "burst", "control");

  // The site's CPU per beacon: what it used during a burst, less the pages it served meanwhile at their cost alone.
  const perPage = median(phases.alone.map((phase) => (phase.siteCpuMs ?? NaN) / phase.requests));
  const perBeacon = median(phases.burst.map((phase) => ((phase.siteCpuMs ?? NaN) - phase.requests * perPage) / beacons));
  const apiPerBeacon = median(phases.burst.map((phase) => (phase.apiCpuMs ?? NaN) / beacons));
  console.log("");
  for (const [round, { result, seconds: took }] of bursts.entries()) {
    console.log(
      `Beacons, round ${round + 1}: ${result.requests.total} sent in ${took.toFixed(1)} s, ${result["2xx"]} answered 202, ` +
        `${result.non2xx} refused, ` +
        `${result.errors + result.timeouts} failed; beacon p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms`,
    );
  }
  if (Number.isFinite(perPage) && Number.isFinite(perBeacon))
    console.log(
      `Site CPU: ${perPage.toFixed(2)} ms per page answer, ${perBeacon.toFixed(2)} ms per beacon; ` +
        `API CPU ${apiPerBeacon.toFixed(2)} ms per beacon (medians)`,
    );
  console.log(`Samples stored by the API: ${stored} of ${rounds * beacons * 5}`);
} finally {
  if (nextStart) await nextStart.stop();
  await site.stop();
}

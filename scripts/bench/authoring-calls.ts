// Authoring benchmark (issue 39, the editor's desk): on PostgreSQL with the demo data and 10,000 pages, 16 clients over
// real HTTP save pages (PUT /admin/page/{id}), read the editor's list (GET /admin/page with a few filters) and autosave
// (PUT /admin/page/{id}/autosave); GET /health and the public GET /page are measured in the same run as references, and
// each call's p99 is printed as a ratio to theirs. Goals: save p99 ≤ 50 ms, list p99 ≤ 30 ms. On a shared machine the
// latencies swing with everyone's load, so it also prints the CPU the API process and its PostgreSQL backends spent per
// request (from /proc), which moves much less.
// Usage: npm run bench:authoring -w scripts [-- --pages 10000 --seconds 5 --concurrency 16]
// The scratch database is created and dropped on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/
// postgres) with the psql client. The load generator shares the machine's cores with the API and PostgreSQL.
import { spawnSync } from "node:child_process";
import { loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { pageFields, type AuthoredPage } from "@storyfront/schemas";
import { startApi } from "./api-server";
import { cpuMs, descendantsRunning } from "./process-cpu";

const root = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "10000" },
    seconds: { type: "string", default: "5" },
    concurrency: { type: "string", default: "16" },
  },
});
const pages = Number(values.pages);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);
const admin = { email: "admin@example.com", password: "Demo-Admin-2026" };

type Result = { name: string; requests: number; rps: number; p50: number; p99: number; failed: number; cpuMs?: number };

/** CPU milliseconds used so far by each process that serves requests: the API and the database's backends. */
type CpuSnapshot = Map<number, number>;
let servingProcesses: () => number[] = () => [];
const cpuSnapshot = (): CpuSnapshot =>
  new Map(servingProcesses().flatMap((pid) => (cpuMs(pid) === undefined ? [] : [[pid, cpuMs(pid)!] as [number, number]])));
/** CPU used between two snapshots (a process started meanwhile counts from zero). */
const cpuBetween = (before: CpuSnapshot, after: CpuSnapshot) =>
  after.size === 0 ? undefined : [...after].reduce((sum, [pid, used]) => sum + used - (before.get(pid) ?? 0), 0);

/** `concurrency` clients call `request(client, n)` for `seconds`; each client waits for its answer before the next. */
async function load(name: string, request: (client: number, n: number) => Promise<Response>): Promise<Result> {
  for (let i = 0; i < 30; i++) await (await request(i % concurrency, i)).arrayBuffer();
  const cpuBefore = cpuSnapshot();
  const latencies: number[] = [];
  let failed = 0;
  const end = performance.now() + seconds * 1000;
  const client = async (id: number) => {
    for (let n = 0; performance.now() < end; n++) {
      const started = performance.now();
      const response = await request(id, n);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) failed++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, (_, id) => client(id)));
  const elapsed = (performance.now() - started) / 1000;
  const cpu = cpuBetween(cpuBefore, cpuSnapshot());
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  const requests = latencies.length;
  return {
    name,
    requests,
    rps: requests / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    failed,
    cpuMs: cpu === undefined ? undefined : cpu / requests,
  };
}

function psql(url: string, sql: string) {
  const result = spawnSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-qc", sql], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`psql failed: ${sql}`);
}

async function run(databaseUrl: string): Promise<Result[]> {
  console.log(`Seeding the demo data and ${pages} pages…`);
  const seed = spawnSync(path.join(root, "node_modules/.bin/tsx"), ["src/seed-command.ts", "--pages", String(pages)], {
    cwd: path.join(root, "api"),
    env: { ...process.env, DATABASE_URL: databaseUrl },
    stdio: "inherit",
  });
  if (seed.status !== 0) throw new Error("seeding failed");
  const api = await startApi({ DATABASE_URL: databaseUrl });
  const backends = () => {
    const listed = spawnSync("psql", [databaseUrl, "-Atc", "select pid from pg_stat_activity where datname = current_database()"]);
    return String(listed.stdout).split("\n").filter(Boolean).map(Number);
  };
  servingProcesses = () => [...descendantsRunning(api.pid), ...backends()];
  try {
    const signIn = await fetch(`${api.url}/auth`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(admin),
    });
    const { token } = (await signIn.json()) as { token: string };
    const headers = { authorization: `Bearer ${token}`, "content-type": "application/json" };

    // Each client writes its own page (no two clients race on one version), found by its benchmark slug.
    const own = await Promise.all(
      Array.from({ length: concurrency }, async (_, client) => {
        const listed = await fetch(`${api.url}/admin/page?q=bench-post-${client * 97 + 1}&per-page=1`, { headers });
        const [row] = (await listed.json()) as { id: number }[];
        const page = (await (await fetch(`${api.url}/admin/page/${row!.id}`, { headers })).json()) as AuthoredPage;
        const fields = Object.fromEntries(pageFields.keyof().options.map((key) => [key, page[key]]));
        return { id: page.id, version: page.version, fields };
      }),
    );
    const edited = (client: number, n: number) => {
      const page = own[client]!;
      const [english, ...others] = page.fields.translations as AuthoredPage["translations"];
      return { ...page.fields, translations: [{ ...english!, description: `Edited by client ${client}, pass ${n}.` }, ...others] };
    };

    const health = await load("GET /health (reference)", () => fetch(`${api.url}/health`));
    const publicList = await load("GET /page?type=4&per-page=12 (reference)", () => fetch(`${api.url}/page?type=4&per-page=12`));
    const filters = ["", "q=bench-post-12", "type=4", "status=published", "needs-language=fr", "type=4&status=draft&page=3"];
    const list = await load("GET /admin/page (6 filter sets)", (_, n) =>
      fetch(`${api.url}/admin/page?${filters[n % filters.length]}`, { headers }),
    );
    const autosave = await load("PUT /admin/page/{id}/autosave", (client, n) => {
      const page = own[client]!;
      return fetch(`${api.url}/admin/page/${page.id}/autosave`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ baseVersion: page.version, fields: edited(client, n) }),
      });
    });
    const save = await load("PUT /admin/page/{id}", async (client, n) => {
      const page = own[client]!;
      const response = await fetch(`${api.url}/admin/page/${page.id}`, {
        method: "PUT",
        headers,
        body: JSON.stringify({ ...edited(client, n), baseVersion: page.version }),
      });
      if (response.status === 200) page.version++;
      return response;
    });
    return [health, publicList, list, autosave, save];
  } finally {
    await api.stop();
  }
}

const adminUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
const name = `storyfront_authoring_bench_${Date.now()}`;
psql(adminUrl, `create database ${name}`);
const url = new URL(adminUrl);
url.pathname = `/${name}`;
let results: Result[];
try {
  results = await run(url.toString());
} finally {
  psql(adminUrl, `drop database if exists ${name} with (force)`);
}

const [health, publicList] = results;
console.log(
  `\nPostgreSQL, ${pages} pages, ${concurrency} concurrent clients, ${seconds} s per call, keep-alive HTTP on one machine ` +
    `(load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(" ")})`,
);
console.table(
  results.map((r) => ({
    call: r.name,
    requests: r.requests,
    "req/s": Math.round(r.rps),
    "p50 ms": r.p50.toFixed(1),
    "p99 ms": r.p99.toFixed(1),
    "p99 / health p99": (r.p99 / health!.p99).toFixed(1),
    "p99 / GET /page p99": (r.p99 / publicList!.p99).toFixed(2),
    "CPU ms/request": r.cpuMs?.toFixed(2) ?? "n/a",
    "non-200": r.failed,
  })),
);
const goals = [
  ["save", results[4]!, 50],
  ["list", results[2]!, 30],
] as const;
for (const [call, result, goal] of goals)
  console.log(`${call} p99 ${result.p99.toFixed(1)} ms: ${result.p99 <= goal ? "within" : "over"} the goal of ${goal} ms`);

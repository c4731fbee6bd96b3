// API benchmark: seeds 10,000 pages, starts the API as `npm start` would (PGlite, then PostgreSQL), and prints
// requests per second and p50/p99 latency for the two hottest calls of the blog.
// Usage: npm run bench:api -w scripts [-- --pages 10000 --seconds 5 --concurrency 16]
// PostgreSQL: a scratch database on BENCH_DATABASE_URL's server (default postgres://postgres@127.0.0.1:5432/postgres),
// created and dropped with the psql client. The load generator shares the machine's cores with the API.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { startApi } from "./api-server";

const root = path.resolve(import.meta.dirname, "../..");
const apiDir = path.join(root, "api");
const tsx = path.join(root, "node_modules/.bin/tsx");

const { values } = parseArgs({
  options: {
    pages: { type: "string", default: "10000" },
    seconds: { type: "string", default: "5" },
    concurrency: { type: "string", default: "16" },
    backend: { type: "string", default: "pglite,postgres" },
  },
});
const pages = Number(values.pages);
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

type Env = Record<string, string>;

function runSeed(env: Env) {
  const result = spawnSync(tsx, ["src/seed-command.ts", "--pages", String(pages)], {
    cwd: apiDir,
    env: { ...process.env, ...env },
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("seeding failed");
}

type Result = { name: string; requests: number; rps: number; p50: number; p99: number; errors: number };

async function load(name: string, request: (i: number) => Promise<Response>): Promise<Result> {
  // Warm up the connection pool and the query plans first.
  for (let i = 0; i < 50; i++) await (await request(i)).arrayBuffer();
  const latencies: number[] = [];
  let errors = 0;
  let counter = 0;
  const end = performance.now() + seconds * 1000;
  const worker = async () => {
    while (performance.now() < end) {
      const started = performance.now();
      const response = await request(counter++);
      await response.arrayBuffer();
      latencies.push(performance.now() - started);
      if (response.status !== 200) errors++;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  return { name, requests: latencies.length, rps: latencies.length / elapsed, p50: at(0.5), p99: at(0.99), errors };
}

async function bench(backend: string, env: Env): Promise<Result[]> {
  console.log(`\n${backend}: seeding demo data and ${pages} pages…`);
  runSeed(env);
  const api = await startApi(env);
  try {
    const list = await load(`${backend}  GET /page?type=4&per-page=12`, () => fetch(`${api.url}/page?type=4&per-page=12`));
    const one = await load(`${backend}  POST /page/{slug}`, (i) =>
      fetch(`${api.url}/page/bench-post-${((i * 7919) % pages) + 1}`, { method: "POST" }),
    );
    return [list, one];
  } finally {
    await api.stop();
  }
}

function psql(url: string, sql: string) {
  const result = spawnSync("psql", [url, "-v", "ON_ERROR_STOP=1", "-qc", sql], { stdio: "inherit" });
  if (result.status !== 0) throw new Error(`psql failed: ${sql}`);
}

const results: Result[] = [];
const backends = values.backend.split(",");
if (backends.includes("pglite")) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "storyfront-bench-"));
  try {
    results.push(...(await bench("pglite", { API_DATA_DIR: dataDir, DATABASE_URL: "" })));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
if (backends.includes("postgres")) {
  const adminUrl = process.env.BENCH_DATABASE_URL || "postgres://postgres@127.0.0.1:5432/postgres";
  const name = `storyfront_bench_${Date.now()}`;
  psql(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    results.push(...(await bench("postgres", { DATABASE_URL: url.toString() })));
  } finally {
    psql(adminUrl, `drop database if exists ${name} with (force)`);
  }
}

console.log(
  `\n${pages} pages, ${concurrency} concurrent clients, ${seconds} s per call, keep-alive HTTP on one machine (load average ${loadavg()
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
    "non-200": r.errors,
  })),
);

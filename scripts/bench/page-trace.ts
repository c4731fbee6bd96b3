// Where one throttled page load spends its time until the first paint and until it is interactive (issue 28):
// a Chromium trace of one load with Lighthouse's applied mobile throttling (slow 4G, 4× CPU), read back as
//  - the HTML: its bytes (compressed as sent over plain HTTP, and raw), split into markup, the inline <style>,
//    the inline RSC payload (self.__next_f) and other inline scripts;
//  - every request until the page is quiet: start, end, bytes, priority (CSS, the preloaded banner picture,
//    fonts and scripts among them);
//  - the main thread up to the first paint and after it: parsing, style and layout, paint, script, GC;
//  - every long task (≥ 50 ms) with what ran in it, by script URL;
//  - first paint, largest paint, and "quiet from": the end of the last long task before 5 s without one.
// Run against a running site (`npm start`):
//   npx tsx scripts/bench/page-trace.ts [page-url] [--save trace.json]
// e.g. http://storyfront.com:3000/ (the production host names resolve to loopback, as in the benchmark).
import { writeFileSync } from "node:fs";
import { get } from "node:http";
import { gunzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { chromium } from "playwright-core";
import { cpuSlowdown, mobileNetwork } from "./interaction";
import { hostRules } from "./lighthouse-runs";

const { values, positionals } = parseArgs({ options: { save: { type: "string" } }, allowPositionals: true });
const url = positionals[0] ?? "http://storyfront.com:3000/";

type TraceEvent = {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: Record<string, unknown>; name?: string; [key: string]: unknown };
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const short = (address: string) => (address.length > 70 ? `…${address.slice(-69)}` : address);

/** The HTML as the browser got it over plain HTTP (gzip), split into what it carries. */
async function htmlParts() {
  // To loopback with the page's host name, as the browser's host rules do.
  const target = new URL(url);
  const sent = await new Promise<Buffer>((resolve, reject) => {
    const headers = { host: target.host, "accept-encoding": "gzip" };
    get({ host: "127.0.0.1", port: target.port || 80, path: target.pathname + target.search, headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => resolve(Buffer.concat(chunks)));
    }).on("error", reject);
  });
  const html = gunzipSync(sent).toString();
  const sum = (pattern: RegExp) => [...html.matchAll(pattern)].reduce((total, match) => total + match[0].length, 0);
  const style = sum(/<style[^>]*>[\s\S]*?<\/style>/g);
  const payload = sum(/<script>\(?self\.__next_f[\s\S]*?<\/script>/g);
  const otherScripts = sum(/<script(?![^>]*\bsrc=)[^>]*>(?!\(?self\.__next_f)[\s\S]*?<\/script>/g);
  const parts = { markup: html.length - style - payload - otherScripts, style, payload, otherScripts };
  console.log(`HTML: ${kib(Buffer.byteLength(html))} raw, ${kib(sent.length)} gzip (what Chromium asks for over plain HTTP)`);
  for (const [name, bytes] of Object.entries(parts)) console.log(`  ${name.padEnd(13)} ${kib(bytes).padStart(10)}`);
}

/** The scheduler's own slices, which wrap the work that says what it is. */
const scheduling = /RunTask|Microtask|ProcessTask|mojo|Scheduler|ThreadController/i;

/** The categories of main-thread work, by trace event name. */
function kindOf(name: string): string | undefined {
  if (name === "ParseHTML") return "parse HTML";
  if (["UpdateLayoutTree", "RecalculateStyles", "Layout", "PrePaint"].includes(name)) return "style & layout";
  if (["Paint", "PaintImage", "Layerize", "Commit", "UpdateLayer", "RasterTask", "Decode Image"].includes(name)) return "paint";
  if (["EvaluateScript", "v8.compile", "v8.compileModule", "FunctionCall", "TimerFire", "EventDispatch"].includes(name)) return "script";
  if (["MajorGC", "MinorGC", "V8.GCScavenger", "V8.GCFinalizeMC", "BlinkGC.AtomicPhase"].includes(name)) return "GC";
  if (name === "ParseAuthorStyleSheet") return "parse CSS";
  return undefined;
}

async function trace(): Promise<TraceEvent[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", `--host-resolver-rules=${hostRules}`],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await cdp.send("Network.emulateNetworkConditions", mobileNetwork);
    const categories = [
      "devtools.timeline",
      "disabled-by-default-devtools.timeline",
      "blink.user_timing",
      "loading",
      "v8.execute",
      "toplevel",
    ];
    await browser.startTracing(page, { categories });
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(5000); // a quiet window after the last long task, as TTI needs
    const buffer = await browser.stopTracing();
    if (values.save) writeFileSync(values.save, buffer);
    return (JSON.parse(buffer.toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

function report(events: TraceEvent[]) {
  const start = events.find((e) => e.name === "navigationStart" && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL);
  if (!start) throw new Error("no navigationStart in the trace");
  const at = (ts: number) => Math.round((ts - start.ts) / 1000);
  const main = (e: TraceEvent) => e.pid === start.pid && e.tid === start.tid;
  const fcp = events.find((e) => e.name === "firstContentfulPaint" && e.pid === start.pid);
  const lcps = events.filter((e) => e.name === "largestContentfulPaint::Candidate" && e.pid === start.pid);
  const fcpAt = fcp ? fcp.ts : Infinity;

  // Requests, from the renderer's resource events.
  type Request = { url: string; priority: string; start: number; response?: number; end?: number; bytes: number };
  const requests = new Map<string, Request>();
  for (const e of events) {
    const data = e.args?.data ?? {};
    const id = String(data.requestId ?? "");
    // The page's own requests only (the browser's built-in pages load theirs in the same trace).
    if (e.name === "ResourceSendRequest" && /^https?:/.test(String(data.url))) {
      requests.set(id, { url: String(data.url), priority: String(data.priority ?? ""), start: e.ts, bytes: 0 });
    } else if (e.name === "ResourceReceiveResponse" && requests.has(id)) requests.get(id)!.response = e.ts;
    else if (e.name === "ResourceFinish" && requests.has(id)) {
      const request = requests.get(id)!;
      request.end = typeof data.finishTime === "number" && data.finishTime > 0 ? data.finishTime * 1e6 : e.ts;
      request.bytes = Number(data.encodedDataLength ?? 0);
    }
  }
  console.log(`\nRequests (ms from navigation start; first paint at ${fcp ? at(fcp.ts) : "?"}):`);
  console.log("  start  answer     end    bytes  priority  url");
  for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
    const cells = [at(r.start), r.response ? at(r.response) : "", r.end ? at(r.end) : "…"].map((n) => String(n).padStart(6));
    console.log(`  ${cells.join("  ")}  ${kib(r.bytes).padStart(9)}  ${r.priority.padEnd(8)}  ${short(r.url)}`);
  }

  // Main-thread work before and after the first paint (top-level slices of each kind, children not counted twice).
  const slices = events.filter((e) => e.ph === "X" && main(e) && e.ts >= start.ts && e.dur !== undefined);
  const byKind = (from: number, to: number) => {
    const totals = new Map<string, number>();
    let coveredUntil = 0;
    for (const e of slices.filter((s) => s.ts >= from && s.ts < to && kindOf(s.name)).sort((a, b) => a.ts - b.ts)) {
      if (e.ts < coveredUntil) continue; // inside a slice already counted
      coveredUntil = e.ts + e.dur!;
      totals.set(kindOf(e.name)!, (totals.get(kindOf(e.name)!) ?? 0) + e.dur! / 1000);
    }
    return [...totals].map(([kind, ms]) => `${kind} ${Math.round(ms)}`).join(", ");
  };
  console.log(`\nMain thread before the first paint (ms): ${byKind(start.ts, fcpAt)}`);

  // Long tasks and what ran in them.
  // From the moment the page's own HTML was asked for (before it, the renderer is still setting itself up).
  const documentRequest = [...requests.values()].find((r) => r.url === url)?.start ?? start.ts;
  const tasks = slices.filter((e) => e.name === "RunTask" && e.dur! >= 50_000 && e.ts >= documentRequest);
  let quietFrom = fcpAt;
  for (const task of tasks) if (task.ts + task.dur! > quietFrom && task.ts < quietFrom + 5e6) quietFrom = task.ts + task.dur!;
  console.log(`Main thread after it, until quiet at ${at(quietFrom)} ms: ${byKind(fcpAt, quietFrom)}`);
  console.log(`\nFirst paint ${fcp ? at(fcp.ts) : "?"} ms; largest paint candidates:`);
  for (const candidate of lcps) {
    const data = candidate.args?.data ?? {};
    const what = data.type === "image" ? `image ${short(String(data.imageUrl ?? ""))}` : String(data.type);
    console.log(`  ${String(at(candidate.ts)).padStart(6)} ms  ${what}, ${String(data.size)} px², node ${String(data.nodeId)}`);
  }
  console.log(
    `Quiet from ${at(quietFrom)} ms (end of the last long task before 5 s without one; Lighthouse's TTI also waits for the network)`,
  );
  let blocking = 0;
  console.log("\nLong tasks (≥ 50 ms): start, duration, what ran (script URL: ms of its calls, compile and evaluation):");
  for (const task of tasks) {
    const end = task.ts + task.dur!;
    const inside = slices.filter((e) => e.ts >= task.ts && e.ts < end && e !== task);
    const scripts = new Map<string, number>();
    let coveredUntil = 0;
    for (const e of inside.filter((s) => kindOf(s.name) === "script").sort((a, b) => a.ts - b.ts)) {
      if (e.ts < coveredUntil) continue;
      coveredUntil = e.ts + e.dur!;
      const address = String(e.args?.data?.url ?? e.args?.data?.fileName ?? "") || `(${e.name})`;
      scripts.set(address, (scripts.get(address) ?? 0) + e.dur! / 1000);
    }
    // What else ran directly in the task (event dispatch, timers, callbacks), by name.
    const direct = new Map<string, number>();
    let directUntil = 0;
    for (const e of inside.sort((a, b) => a.ts - b.ts)) {
      if (e.ts < directUntil || scheduling.test(e.name)) continue;
      directUntil = e.ts + e.dur!;
      const name = e.name === "EventDispatch" ? `event ${String(e.args?.data?.type ?? "")}` : e.name;
      direct.set(name, (direct.get(name) ?? 0) + e.dur! / 1000);
    }
    const others = ["parse HTML", "style & layout", "paint", "GC"]
      .map((kind) => [kind, inside.filter((e) => kindOf(e.name) === kind).reduce((t, e) => t + e.dur! / 1000, 0)] as const)
      .filter(([, ms]) => ms >= 5)
      .map(([kind, ms]) => `${kind} ${Math.round(ms)}`);
    if (task.ts >= fcpAt) blocking += Math.max(0, task.dur! / 1000 - 50);
    const top = [...direct]
      .filter(([, ms]) => ms >= 5)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 4)
      .map(([name, ms]) => `${name} ${Math.round(ms)}`);
    console.log(`  ${String(at(task.ts)).padStart(6)} ${String(Math.round(task.dur! / 1000)).padStart(5)} ms  ${others.join(", ")}`);
    if (top.length) console.log(`                 in it: ${top.join(", ")}`);
    for (const [address, ms] of [...scripts].sort((a, b) => b[1] - a[1]).slice(0, 4)) {
      console.log(`           ${String(Math.round(ms)).padStart(5)} ms  ${short(address)}`);
    }
  }
  console.log(`Blocking time after the first paint (each long task beyond 50 ms): ${Math.round(blocking)} ms`);
}

await htmlParts();
report(await trace());

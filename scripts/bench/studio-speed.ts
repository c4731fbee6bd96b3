// Studio benchmark (issue 27): a landing opens in the Studio in under 1.5 s, and an edit shows on the canvas
// in under 100 ms, p90. Real Chromium against `next dev` with the Studio on (as `npm run studio` runs it), on a
// copy of content/. Both are timed inside the page, so Playwright's polling adds nothing:
// - open: navigation start → the first animation frame with the editor rendered (data-studio-ready) and the
//   landing's heading on the canvas (Puck's iframe) with the canvas's stylesheets loaded, in a fresh browser
//   (no cache) and in a browser that opened the Studio before; with the CPU time the page's main thread and
//   next dev spent on it, which a busy machine stretches far less than the wall time. The first open after the
//   server starts compiles the page and its client code in next dev: printed apart, as "cold". Reference: the
//   visitor's page of the same landing (/), from the same dev server in the same run. And the open a marketer makes
//   most: another landing chosen in the Studio's page picker (a client-side navigation), change event → shown.
// - edit: a real keystroke in the intro's subtitle field (keydown's timestamp) → the first animation frame after
//   the canvas's DOM holds the new text (MutationObserver), i.e. the frame that paints it. Keystrokes come at
//   varied pauses, so the checker's answers (debounced after typing) land between and during them.
// The API runs beside it, as `npm run studio` starts it (the visitor's page reads from it).
// Every open starts on a settled next dev (its CPU under 5% for a second, at most 10 s of waiting).
// Usage: npm run bench:studio -w scripts [-- --opens 15 --edits 40 --port 3500 --api-port 4500 --samples]
import { spawn, type ChildProcess } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, type BrowserContext } from "playwright-core";
import { machineSpeedMs } from "./machine-speed";
import { printCanvasTyping, timeCanvasTyping } from "./studio-canvas-typing";
import { median } from "./median";
import { paletteDrags } from "./studio-palette-drag";
import { benchMediaLibrary } from "./studio-media-library";

const root = path.resolve(import.meta.dirname, "../..");
const { values } = parseArgs({
  options: {
    // 15: with 7, the p90 of the goal was simply the slowest open.
    opens: { type: "string", default: "15" },
    /** Every sample, not only the medians. */
    samples: { type: "boolean", default: false },
    edits: { type: "string", default: "40" },
    port: { type: "string", default: process.env.BENCH_SITE_PORT ?? "3500" },
    "api-port": { type: "string", default: process.env.BENCH_API_PORT ?? "4500" },
  },
});
const port = Number(values.port);
const origin = `http://localhost:${port}`;
const studioPath = "/studio?file=landings/home.json";

const p90 = (samples: readonly number[]) => [...samples].sort((a, b) => a - b)[Math.max(0, Math.ceil(samples.length * 0.9) - 1)] ?? 0;
const ms = (value: number) => `${value.toFixed(0).padStart(5)} ms`;
const load = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(" ");
const line = (name: string, samples: readonly number[], goal?: number, reference?: readonly number[]) =>
  [
    `${name.padEnd(34)} median ${ms(median(samples))}  p90 ${ms(p90(samples))}  max ${ms(Math.max(...samples))}`,
    reference ? `  ${(median(samples) / median(reference)).toFixed(2)}× the reference` : "",
    goal ? `  goal p90 < ${goal} ms: ${p90(samples) < goal ? "met" : "NOT met"}` : "",
  ].join("");

// In-page scripts are strings: tsx would wrap functions passed to the page in its own helpers (__name).
/** Records in window.__openedAt the first animation frame where `condition` (an expression) holds. */
const whenOpened = (condition: string) => `
  if (window.top === window) {
    const tick = () => {
      if (${condition}) window.__openedAt = performance.now();
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }`;
// The canvas counts once its heading is there and styled: the site's stylesheets must have reached Puck's frame
// (its custom property --sf-font set there) and every stylesheet link in it loaded; until then blocks show unstyled.
/** The editor is ready and the canvas frame matching `frameSelector` shows its heading, styled (an expression). */
const studioShown = (frameSelector: string) => `document.querySelector("[data-studio-ready]") && ((frame) => frame?.querySelector("h1") &&
  [...frame.querySelectorAll('link[rel="stylesheet"]')].every((link) => link.sheet) &&
  frame.defaultView.getComputedStyle(frame.documentElement).getPropertyValue("--sf-font") !== "")(
  document.querySelector(${JSON.stringify(frameSelector)})?.contentDocument)`;
const studioOpened = whenOpened(studioShown("#preview-frame"));
const visitorOpened = whenOpened(`document.querySelector("main h1")`);

/**
 * Another landing chosen in the Studio's page picker (a client-side navigation) → the first animation frame with
 * the new editor ready and its canvas (a new frame: the old one is marked) showing its heading, styled.
 */
const pickerTimer = `
  window.__picked = undefined;
  document.querySelector("#preview-frame")?.setAttribute("data-left", "");
  document.addEventListener("change", (event) => {
    const pickedAt = event.timeStamp;
    const tick = () => {
      if (${studioShown("#preview-frame:not([data-left])")}) window.__picked = performance.now() - pickedAt;
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  }, { capture: true, once: true });`;

/** Keystroke → canvas shows the field's new value, into window.__edits (ms), for the focused field. */
const editTimer = `
  window.__edits = [];
  const input = document.activeElement;
  const canvas = document.querySelector("#preview-frame").contentDocument.body;
  let keyAt = 0;
  input.addEventListener("keydown", (event) => { keyAt = event.timeStamp; }, true);
  input.addEventListener("input", () => {
    const expected = input.value;
    const started = keyAt;
    const shown = () => canvas.textContent.includes(expected);
    const done = () => requestAnimationFrame(() => window.__edits.push(performance.now() - started));
    if (shown()) return done();
    const observer = new MutationObserver(() => {
      if (shown()) {
        observer.disconnect();
        done();
      }
    });
    observer.observe(canvas, { subtree: true, childList: true, characterData: true });
  });`;

/** CPU time (ms) used so far by the processes of a process group (next dev and its server), from /proc; NaN elsewhere. */
function groupCpuMs(group: number | undefined): number {
  if (!group || !existsSync("/proc/self/stat")) return Number.NaN;
  let ticks = 0;
  for (const pid of readdirSync("/proc").filter((name) => /^\d+$/.test(name))) {
    try {
      // Fields after the command's closing parenthesis: state ppid pgrp … utime stime cutime cstime (12th to
      // 15th); the last two hold the time of children that ended (next dev runs short-lived workers).
      const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
      if (Number(fields[2]) === group) ticks += fields.slice(11, 15).reduce((sum, field) => sum + Number(field), 0);
    } catch {
      // the process ended meanwhile
    }
  }
  return ticks * 10; // 100 ticks a second on Linux
}

interface Open {
  /** Navigation start → opened, in the page. */
  wall: number;
  /** The page's main thread busy (Chromium's TaskDuration) until then. */
  browserCpu: number;
  /** next dev's CPU time over the open. */
  serverCpu: number;
}

/** Wall time is stretched by whatever else runs on the machine; the CPU each side spent is not, or much less. */
async function timeOpen(context: BrowserContext, pathname: string, script: string): Promise<Open> {
  const page = await context.newPage();
  await page.addInitScript(script);
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const serverBefore = groupCpuMs(site.pid);
  await page.goto(origin + pathname, { timeout: 240_000 });
  await page.waitForFunction(() => "__openedAt" in window, undefined, { timeout: 240_000, polling: 100 });
  const wall = Number(await page.evaluate("window.__openedAt"));
  const serverCpu = groupCpuMs(site.pid) - serverBefore;
  const { metrics } = await cdp.send("Performance.getMetrics");
  const browserCpu = (metrics.find((metric) => metric.name === "TaskDuration")?.value ?? Number.NaN) * 1000;
  await page.close();
  return { wall, browserCpu, serverCpu };
}

/**
 * Waits until next dev has finished its own background work (compiling, writing its cache after the first
 * compiles: seconds of CPU), so the measures that follow time the Studio, not the dev server catching up.
 */
async function serverSettled(limitMs = 60_000) {
  const until = Date.now() + limitMs;
  let previous = groupCpuMs(site.pid);
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const now = groupCpuMs(site.pid);
    if (!(now - previous > 50)) return; // under 5% of a core for a second (or not measurable)
    previous = now;
  }
}

const newContext = () => browser.newContext({ viewport: { width: 1440, height: 900 } });

/** An open in a browser that never saw the Studio: every script downloaded and compiled. */
async function freshOpen(pathname: string, script: string): Promise<Open> {
  const context = await newContext();
  try {
    return await timeOpen(context, pathname, script);
  } finally {
    await context.close();
  }
}

const answers = (url: string) =>
  fetch(url).then(
    (response) => response.ok,
    () => false,
  );

async function waitFor(url: string) {
  const deadline = Date.now() + 180_000;
  while (!(await answers(url))) {
    if (Date.now() > deadline) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const apiPort = Number(values["api-port"]);
const contentCopy = mkdtempSync(path.join(tmpdir(), "storyfront-bench-studio-"));
const apiData = mkdtempSync(path.join(tmpdir(), "storyfront-bench-studio-api-"));
cpSync(path.join(root, "content"), contentCopy, { recursive: true });
const distDir = ".next-bench-studio";
// A fresh build folder: an earlier run's compiled pages would make the "cold" open a warm one.
rmSync(path.join(root, "site", distDir), { recursive: true, force: true });
const start = (args: string[], cwd: string, env: Record<string, string>) =>
  spawn(path.join(root, "node_modules/.bin", args[0] ?? ""), args.slice(1), {
    cwd: path.join(root, cwd),
    env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: "1" },
    stdio: ["ignore", "ignore", "inherit"],
    // A group of its own, stopped whole: next dev's server process must not outlive the run.
    detached: true,
  });
const api = start(["tsx", "src/server.ts"], "api", { API_PORT: String(apiPort), API_DATA_DIR: apiData });
const site = start(["next", "dev", "-p", String(port)], "site", {
  NEXT_DIST_DIR: distDir,
  STORYFRONT_STUDIO: "1",
  STORYFRONT_CONTENT_DIR: contentCopy,
  API_BASE_URL: `http://localhost:${apiPort}`,
  SSR_API_BASE_URL: `http://127.0.0.1:${apiPort}`,
});
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" });
const loadBefore = load();
const speedBefore = machineSpeedMs();

try {
  await waitFor(`http://127.0.0.1:${apiPort}/health`);
  await waitFor(`${origin}/favicon.svg`);
  const cold = await freshOpen(studioPath, studioOpened);
  // The visitor's page compiles on its first visit too: one visit before the measured ones.
  await freshOpen("/", visitorOpened);
  await serverSettled();
  // A marketer's browser that has opened the Studio before (as when choosing another page in it): next dev's
  // scripts revalidate (304) from its cache, already compiled.
  const returning = await newContext();
  await timeOpen(returning, studioPath, studioOpened);
  const freshOpens: Open[] = [];
  const returningOpens: Open[] = [];
  const visitorOpens: Open[] = [];
  // Each open starts on a settled server, as the picker's do: the visitor's page leaves next dev seconds of work
  // (its pictures, its API calls) that would otherwise land in the Studio open after it.
  for (let run = 0; run < Number(values.opens); run++) {
    await serverSettled(10_000);
    freshOpens.push(await freshOpen(studioPath, studioOpened));
    await serverSettled(10_000);
    returningOpens.push(await timeOpen(returning, studioPath, studioOpened));
    await serverSettled(10_000);
    visitorOpens.push(await freshOpen("/", visitorOpened));
  }
  // Choosing another landing in the Studio: what a marketer does most, with the Studio already open.
  const pickerOpens: number[] = [];
  const picking = await returning.newPage();
  await picking.goto(origin + studioPath);
  await picking.locator("[data-studio-ready]").waitFor();
  for (let run = 0; run < Number(values.opens); run++) {
    await serverSettled(10_000);
    await picking.evaluate(pickerTimer);
    await picking.getByRole("combobox", { name: /^Page/ }).selectOption(run % 2 === 0 ? "landings/enterprise.json" : "landings/home.json");
    await picking.waitForFunction("window.__picked !== undefined", undefined, { timeout: 60_000, polling: 50 });
    pickerOpens.push(Number(await picking.evaluate("window.__picked")));
  }
  await returning.close();
  const walls = (list: Open[]) => list.map((open) => open.wall);
  const cpu = (list: Open[]) =>
    `browser main thread ${ms(median(list.map((open) => open.browserCpu)))}, next dev ${ms(median(list.map((open) => open.serverCpu)))}`;

  const context = await newContext();
  const page = await context.newPage();
  const checks: number[] = [];
  page.on("requestfinished", (request) => {
    if (request.url().endsWith("/api/studio/check")) checks.push(request.timing().responseEnd);
  });
  await page.goto(origin + studioPath);
  await page.locator("[data-studio-ready]").waitFor();
  await page
    .getByRole("list", { name: "Blocks on this page" })
    .getByRole("button", { name: /^Intro/ })
    .click();
  const subtitle = page.getByRole("complementary", { name: "Fields" }).getByLabel("Subtitle");
  await subtitle.focus();
  await page.keyboard.press("ControlOrMeta+End");
  await page.evaluate(editTimer);
  await serverSettled();
  const pauses = [30, 120, 400];
  const letters = "abcdefghijklmnopqrstuvwxyz";
  for (let run = 0; run < Number(values.edits); run++) {
    await page.keyboard.press(letters[run % letters.length] ?? "x");
    await page.waitForFunction((count) => (window as unknown as { __edits: number[] }).__edits.length > count, run, { polling: 10 });
    await page.waitForTimeout(pauses[run % pauses.length] ?? 100);
  }
  const edits = (await page.evaluate("window.__edits")) as number[];
  const drops = await paletteDrags(context, origin + studioPath, 20);
  await context.close();
  const canvasTyping = await timeCanvasTyping(browser, origin + studioPath, Number(values.edits));

  console.log(`Studio speed, ${new Date().toISOString().slice(0, 16)}Z: next dev (Studio on), Chromium ${browser.version()}, 1440 × 900`);
  console.log(`load average before ${loadBefore}, after ${load()} (1, 5, 15 min)`);
  console.log(`machine speed before ${speedBefore} ms, after ${machineSpeedMs()} ms (machine-speed.ts; lower is faster)`);
  const reference = walls(visitorOpens);
  console.log(line(`landing opens, fresh browser (${freshOpens.length})`, walls(freshOpens), 1500, reference));
  console.log(`${"  CPU per open (median)".padEnd(34)} ${cpu(freshOpens)}`);
  console.log(line(`landing opens, returning browser`, walls(returningOpens), 1500, reference));
  console.log(`${"  CPU per open (median)".padEnd(34)} ${cpu(returningOpens)}`);
  console.log(line("landing opens from the page picker", pickerOpens, 1500, reference));
  console.log(line("reference: visitor's page, fresh", reference));
  console.log(`${"  CPU per open (median)".padEnd(34)} ${cpu(visitorOpens)}`);
  if (values.samples) {
    console.log(`  picker: ${pickerOpens.map((wall) => wall.toFixed(0)).join(" ")}`);
    for (const [name, list] of [
      ["fresh", freshOpens],
      ["returning", returningOpens],
      ["visitor", visitorOpens],
    ] as const)
      console.log(
        `  ${name}: ${list.map((open) => `${open.wall.toFixed(0)} (${open.browserCpu.toFixed(0)}/${open.serverCpu})`).join(" ")}`,
      );
  }
  console.log(`${"landing opens, cold (compiles)".padEnd(34)} ${ms(cold.wall)}  (the first open after the server starts)`);
  console.log(line(`edit shows on the canvas (${edits.length})`, edits, 100));
  printCanvasTyping(canvasTyping, line);
  console.log(line(`palette drag shown placed (${drops.length})`, drops, 200));
  if (checks.length > 0) console.log(line(`checker answers (${checks.length}, server)`, checks));
  // Last: it adds 500 pictures to the content copy, which the figures above must not see.
  for (const text of await benchMediaLibrary(browser, origin, contentCopy)) console.log(text);
} finally {
  await browser.close();
  const stopped = (child: ChildProcess) =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve(null);
      child.once("exit", resolve);
      if (child.pid) process.kill(-child.pid, "SIGTERM");
      setTimeout(resolve, 5_000);
    });
  await Promise.all([stopped(site), stopped(api)]);
  rmSync(contentCopy, { recursive: true, force: true });
  rmSync(apiData, { recursive: true, force: true });
}

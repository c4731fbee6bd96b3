// Lighthouse in mobile emulation on Debian's Chromium, with the flags of DECISIONS.md: the production
// host names resolve to loopback (so a page is scored as production: indexable, production base URLs)
// and every other host fails at once instead of hanging.
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/**
 * "simulate": Lighthouse's default, an unthrottled load whose timings Lantern then models for a slow phone.
 * "devtools": the browser really runs with the slow phone's CPU (4×) and network (150 ms RTT, 1.6 Mbit/s,
 * applied by DevTools), so every timing is observed, not modelled. The benchmark's goals use the latter.
 */
export type Throttling = "simulate" | "devtools";

export type LighthouseRun = {
  throttling: Throttling;
  performance: number;
  accessibility: number;
  seo: number;
  fcpMs: number;
  lcpMs: number;
  /** Time to interactive: the start of the first 5 s quiet window (no long task, ≤ 2 requests in flight) after FCP. */
  ttiMs: number;
  cls: number;
  tbtMs: number;
  /**
   * The load Lighthouse observed (unthrottled, before its simulation): when the LCP element painted and
   * when the last script finished downloading. The simulated LCP counts every script that finished
   * before that paint, so which of the two comes first decides most of a page's LCP.
   */
  seenPaintMs: number;
  seenLastScriptMs: number;
  /** JavaScript bytes over the wire (compressed), as Lighthouse's resource summary counts them. */
  scriptTransferBytes: number;
  lcpElement: string;
  /** For reading where the time went (the benchmark's --json): long main-thread tasks and every request. */
  longTasks: { url: string; startMs: number; durationMs: number }[];
  requests: { url: string; type: string; startMs: number; endMs: number; transferBytes: number; priority: string }[];
};

export const hostRules = [
  "MAP storyfront.com 127.0.0.1",
  "MAP *.storyfront.com 127.0.0.1",
  "MAP storyfront.ru 127.0.0.1",
  "MAP *.storyfront.ru 127.0.0.1",
  "MAP * ~NOTFOUND",
  "EXCLUDE localhost",
  "EXCLUDE *.localhost",
  "EXCLUDE 127.0.0.1",
  "EXCLUDE ::1",
].join(", ");

export async function launchChromium() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      `--host-resolver-rules=${hostRules}`,
    ],
  });
}

type Item = Record<string, unknown>;
const items = (details: unknown): Item[] => ((details as { items?: Item[] } | undefined)?.items ?? []) as Item[];

/** The selector of the first DOM node an audit's details name (the LCP element in the LCP breakdown). */
function firstNodeSelector(value: unknown): string | undefined {
  if (!value || typeof value !== "object") return undefined;
  const node = value as { type?: string; selector?: string };
  if (node.type === "node" && node.selector) return node.selector;
  for (const child of Object.values(value)) {
    const found = firstNodeSelector(child);
    if (found) return found;
  }
  return undefined;
}

export async function runLighthouse(url: string, port: number, throttling: Throttling = "simulate"): Promise<LighthouseRun> {
  const flags = {
    port,
    output: "json" as const,
    logLevel: "error" as const,
    onlyCategories: ["performance", "accessibility", "seo"],
    throttlingMethod: throttling,
  };
  const result = await lighthouse(url, flags);
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code} ${runtimeError.message}`);
  const script = items(audits["resource-summary"]?.details).find((item) => item.resourceType === "script");
  const lcpNode = firstNodeSelector(audits["lcp-breakdown-insight"]?.details);
  const seen = items(audits.metrics?.details)[0] ?? {};
  const scriptEnds = items(audits["network-requests"]?.details)
    .filter((request) => request.resourceType === "Script")
    .map((request) => Number(request.networkEndTime ?? 0));
  return {
    throttling,
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    seo: Math.round((categories.seo?.score ?? 0) * 100),
    fcpMs: audits["first-contentful-paint"]?.numericValue ?? 0,
    lcpMs: audits["largest-contentful-paint"]?.numericValue ?? 0,
    ttiMs: audits.interactive?.numericValue ?? 0,
    cls: audits["cumulative-layout-shift"]?.numericValue ?? 0,
    tbtMs: audits["total-blocking-time"]?.numericValue ?? 0,
    seenPaintMs: Number(seen.observedLargestContentfulPaint ?? 0),
    seenLastScriptMs: Math.max(0, ...scriptEnds),
    scriptTransferBytes: Number(script?.transferSize ?? 0),
    lcpElement: lcpNode ?? "",
    longTasks: items(audits["long-tasks"]?.details).map((task) => ({
      url: String(task.url ?? ""),
      startMs: Math.round(Number(task.startTime ?? 0)),
      durationMs: Math.round(Number(task.duration ?? 0)),
    })),
    requests: items(audits["network-requests"]?.details).map((request) => ({
      url: String(request.url ?? "").slice(0, 120),
      type: String(request.resourceType ?? ""),
      startMs: Math.round(Number(request.networkRequestTime ?? 0)),
      endMs: Math.round(Number(request.networkEndTime ?? 0)),
      transferBytes: Number(request.transferSize ?? 0),
      priority: String(request.priority ?? ""),
    })),
  };
}

// Field data in the benchmark (issue 28): Chromium visits the page types as a phone would (Lighthouse's mobile
// throttling: 4× slower CPU, slow 4G), each visit a fresh browser context that taps the menu and leaves, so the
// site's own web-vitals island beacons its LCP, INP, CLS, FCP and TTFB to /api/vitals like any visitor's. Then
// GET /admin/vitals (what the Speed screen shows) says what the field data makes of those visits, printed beside
// the lab figures of the same pages. `npm run bench:speed` runs it before Lighthouse (whose own page loads
// would beacon too); `npm run bench:field -w scripts` runs it alone.
import { vitalRating, type AdminVitals, type VitalName, type VitalRouteFamily } from "@storyfront/schemas";
import { chromium, type Browser } from "playwright-core";
import { settledFieldData } from "./field-aggregates";
import { cpuSlowdown, mobileNetwork } from "./interaction";
import { hostRules } from "./lighthouse-runs";
import { get } from "./reference-app";

/** A page the visits open, named as the speed benchmark names it, and the page type the field data files it under. */
export type FieldPage = { name: string; host: string; path: string; routeFamily: VitalRouteFamily; variant: "com" | "ru" };

/** The page types of the speed goals that visitors land on ("home, next start" is the same page on another server). */
export const fieldPages: FieldPage[] = [
  { name: "home", host: "storyfront.com", path: "/", routeFamily: "home", variant: "com" },
  { name: "industry landing", host: "storyfront.com", path: "/solutions/fintech", routeFamily: "solution", variant: "com" },
  { name: "blog article", host: "storyfront.com", path: "/blog/holiday-calendar-mechanics", routeFamily: "blog-article", variant: "com" },
  { name: "pricing", host: "storyfront.com", path: "/pricing", routeFamily: "pricing", variant: "com" },
  { name: "sales", host: "storyfront.com", path: "/sales", routeFamily: "sales", variant: "com" },
  { name: "ru home", host: "storyfront.ru", path: "/", routeFamily: "home", variant: "ru" },
];

/** Lighthouse's emulated phone (moto g power): the user agent makes the site file the samples as mobile. */
const phone = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36",
};

/**
 * One visit: load, wait until web-vitals observes, tap the menu (an interaction for INP), leave (the beacon).
 * False when the page view was not in the sample (VITALS_SAMPLE_RATE below 1): it reports nothing.
 */
async function visit(browser: Browser, url: string): Promise<boolean> {
  const context = await browser.newContext(phone);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", mobileNetwork);
    await page.goto(url, { waitUntil: "load", timeout: 120_000 });
    // The island loads web-vitals once the page is idle: on a slow phone that takes a while.
    const observing = await page
      .locator('html[data-vitals="observing"]')
      .waitFor({ state: "attached", timeout: 60_000 })
      .then(() => true)
      .catch(() => false);
    if (!observing) return false;
    const menu = page.locator('[aria-controls="side-drawer"]');
    if (await menu.isVisible()) {
      await menu.tap();
      await page.locator("#side-drawer").waitFor();
      await page.keyboard.press("Escape");
    }
    // Leaving hides the page: web-vitals reports the final LCP, CLS and INP, and the island beacons them.
    await page.goto("about:blank");
    return true;
  } finally {
    await context.close();
  }
}

/**
 * Visits each page `visits` times on the site at `port` (its production host names mapped to loopback), then
 * answers the API's aggregates once every beacon has arrived.
 */
export async function collectFieldData(options: {
  port: number;
  apiUrl: string;
  visits: number;
  pages?: FieldPage[];
}): Promise<AdminVitals> {
  const pages = options.pages ?? fieldPages;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", `--host-resolver-rules=${hostRules}`],
  });
  // First renders (pages are rendered on their first request, then kept) are no visitor's usual TTFB.
  for (const page of pages) await get(`http://127.0.0.1:${options.port}${page.path}`, `${page.host}:${options.port}`);
  let sampled = 0;
  try {
    // Page by page in turns, so a burst of load from elsewhere on the machine falls on every page alike.
    for (let round = 1; round <= options.visits; round++) {
      for (const page of pages) if (await visit(browser, `http://${page.host}:${options.port}${page.path}`)) sampled++;
      console.log(`field data: round ${round} of ${options.visits} over ${pages.length} pages done, ${sampled} visits measured`);
    }
  } finally {
    await browser.close();
  }
  // Every measured visit sends at least LCP, CLS, FCP and TTFB (INP only when an interaction took long enough to count).
  return settledFieldData(options.apiUrl, sampled * 4);
}

/** The lab's figures for a page, as the speed benchmark summarises its Lighthouse runs (milliseconds, CLS a score). */
export type LabFigures = { fcpMs: number; lcpMs: number; tbtMs: number; cls: number };

const shortRating = { good: "good", "needs-improvement": "NI", poor: "poor" } as const;

/** A metric's p75 as the Speed screen rates it, e.g. "1,234 ms good" or "0.012 good"; "–" without samples. */
export function p75Text(figures: AdminVitals, page: Pick<FieldPage, "routeFamily" | "variant">, metric: VitalName): string {
  const row = figures.rows.find((r) => r.routeFamily === page.routeFamily && r.variant === page.variant && r.metric === metric);
  if (!row) return "–";
  const value = metric === "CLS" ? row.p75.toFixed(3) : `${Math.round(row.p75)} ms`;
  return `${value} ${shortRating[vitalRating(metric, row.p75)]}`;
}

/** One table row per page: the field's p75 of each metric and its samples, then the lab's figures of that page. */
export function fieldRows(figures: AdminVitals, pages: FieldPage[] = fieldPages, lab?: Map<string, LabFigures>) {
  return pages.map((page) => {
    const samples = figures.rows
      .filter((r) => r.routeFamily === page.routeFamily && r.variant === page.variant && r.metric === "LCP")
      .reduce((sum, r) => sum + r.samples, 0);
    const figuresOfLab = lab?.get(page.name);
    return {
      page: page.name,
      "page type": `${page.routeFamily}/${page.variant}`,
      "visits seen": samples,
      "LCP p75": p75Text(figures, page, "LCP"),
      "INP p75": p75Text(figures, page, "INP"),
      "CLS p75": p75Text(figures, page, "CLS"),
      "FCP p75": p75Text(figures, page, "FCP"),
      "TTFB p75": p75Text(figures, page, "TTFB"),
      ...(lab
        ? {
            "lab LCP ms": figuresOfLab ? Math.round(figuresOfLab.lcpMs) : "",
            "lab FCP ms": figuresOfLab ? Math.round(figuresOfLab.fcpMs) : "",
            "lab TBT ms": figuresOfLab ? Math.round(figuresOfLab.tbtMs) : "",
            "lab CLS": figuresOfLab ? figuresOfLab.cls.toFixed(3) : "",
          }
        : {}),
    };
  });
}

/** Prints what the field data says after the visits, beside the lab's figures when there are any. */
export function printFieldData(figures: AdminVitals, visits: number, lab?: Map<string, LabFigures>) {
  console.log(
    `\nField data after ${visits} visit(s) per page (Chromium as a phone: 4× CPU, slow 4G; GET /admin/vitals, last day, p75; ` +
      `good up to LCP 2,500 ms, INP 200 ms, CLS 0.1, FCP 1,800 ms, TTFB 800 ms; NI = needs improvement)` +
      (lab?.size ? ", lab: Lighthouse applied throttling, median:" : ":"),
  );
  console.table(fieldRows(figures, fieldPages, lab));
}

// Field data in the benchmark (issue 28): Chromium visits the page types as a phone would (Lighthouse's mobile
// throttling: 4× slower CPU, slow 4G), each visit a fresh browser context that taps the menu and leaves, so the
// site's own web-vitals island beacons its LCP, INP, CLS, FCP and TTFB to /api/vitals like any visitor's. Then
// GET /admin/vitals (what the Speed screen shows) says what the field data makes of those visits, printed beside
// the lab figures of the same pages. `npm run bench:speed` runs it before Lighthouse (whose own page loads
// would beacon too); `npm run bench:field -w scripts` runs it alone.
import type { AdminVitals } from "@storyfront/schemas";
import { chromium, type Browser } from "playwright-core";
import { settledFieldData } from "./field-aggregates";
import { fieldPages, type FieldPage } from "./field-pages";
import { cpuSlowdown, mobileNetwork } from "./interaction";
import { hostRules } from "./lighthouse-runs";
import { get } from "./reference-app";

export { printFieldData } from "./field-report";

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

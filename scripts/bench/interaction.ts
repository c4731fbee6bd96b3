// Interaction to next paint in the lab (issue 28): real Chromium through playwright-core with the CPU slowed
// 4× (CDP Emulation.setCPUThrottlingRate), the Event Timing API reporting how long each interaction took
// until the browser painted its response, for the three things a visitor does first on a marketing page:
// opening the Solutions menu (1440 px, tapped), opening the drawer (375 px, tapped), typing in the footer's e-mail field.
// Also when the first of them starts working: from navigation start until a tap on Solutions opens the
// menu, with Lighthouse's applied mobile throttling (network and CPU), to set beside the reference's TTI; and the
// same for the drawer at a phone's width, which a visitor on a phone taps first.
import { chromium, type Browser, type CDPSession, type Page } from "playwright-core";
import { hostRules } from "./lighthouse-runs";

/** Lighthouse's mobile "devtools" throttling (its constants.js: mobileSlow4G with the DevTools adjustments). */
export const mobileNetwork = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (607.5 * 1024) / 8,
};
export const cpuSlowdown = 4;

/**
 * Collects Event Timing entries of interactions (those with an interactionId) from the start of the page;
 * 16 ms is the lowest threshold the API accepts, so an interaction that reports nothing took less.
 */
const observeInteractions = () => {
  const seen: { id: number; name: string; duration: number }[] = [];
  Object.assign(window, { __interactions: seen });
  new PerformanceObserver((list) => {
    // interactionId is in Chromium's Event Timing, not yet in TypeScript's DOM types.
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (entry.interactionId) seen.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    }
  }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
};

/** Records in `__openedAt` when an element matching `shown` first exists (0 = navigation start). */
const observeOpening = (shown: string) => {
  new MutationObserver(() => {
    const state = window as unknown as { __openedAt?: number };
    if (state.__openedAt === undefined && document.querySelector(shown)) state.__openedAt = performance.now();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ["aria-expanded", "hidden"] });
};

const solutions = '[aria-controls="menu-solutions"]';
const burger = '[aria-controls="side-drawer"]';
/** The drawer is in the HTML from the start, hidden while closed (so the early script can open it before hydration). */
const drawerShown = "#side-drawer:not([hidden])";
const footerEmail = 'footer input[name="email"]';

export type InteractionResult = {
  /** Milliseconds from input to the next paint, one per trial; 16 stands for "under 16" (nothing reported). */
  solutionsMenu: number[];
  drawer: number[];
  footerTyping: number[];
  /** Navigation start until a tap on Solutions opened the menu, one per load (applied network + CPU throttling). */
  firstWorksMs: number[];
  /** The same on a phone's width: until a tap on the burger showed the drawer. */
  firstWorksDrawerMs: number[];
};

async function throttle(page: Page, network: boolean): Promise<CDPSession> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown });
  if (network) {
    await cdp.send("Network.enable");
    await cdp.send("Network.emulateNetworkConditions", mobileNetwork);
  }
  return cdp;
}

/** The longest Event Timing entry of interactions that happened since `from` entries were seen; 16 if none. */
async function latencySince(page: Page, from: number): Promise<number> {
  // Entries arrive after the paint they measure; two frames and a task later they are in.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));
  const entries = await page.evaluate(
    (start) => (window as unknown as { __interactions: { duration: number }[] }).__interactions.slice(start),
    from,
  );
  return Math.max(16, ...entries.map((entry) => entry.duration));
}

const seenCount = (page: Page) => page.evaluate(() => (window as unknown as { __interactions: unknown[] }).__interactions.length);

/** A fresh page, loaded and quiet, ready for trials (the CPU already slowed). */
async function openPage(browser: Browser, url: string, width: number, height: number): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height }, hasTouch: true });
  await page.addInitScript(observeInteractions);
  await throttle(page, false);
  await page.goto(url, { waitUntil: "load" });
  await page.waitForLoadState("networkidle");
  // Idle callbacks (the chrome's per-visitor calls) and the last hydration slices.
  await page.waitForTimeout(1000);
  return page;
}

async function menuTrials(browser: Browser, url: string, trials: number): Promise<number[]> {
  const page = await openPage(browser, url, 1440, 900);
  const times: number[] = [];
  try {
    for (let trial = 0; trial < trials; trial++) {
      const before = await seenCount(page);
      // Tapped: a mouse would open the menu on hover first, and the click would then change nothing.
      await page.locator(solutions).tap();
      await page.locator(`${solutions}[aria-expanded="true"]`).waitFor();
      times.push(await latencySince(page, before));
      await page.keyboard.press("Escape");
      await page.locator(`${solutions}[aria-expanded="false"]`).waitFor();
    }
  } finally {
    await page.close();
  }
  return times;
}

async function drawerTrials(browser: Browser, url: string, trials: number): Promise<number[]> {
  const page = await openPage(browser, url, 375, 800);
  const times: number[] = [];
  try {
    for (let trial = 0; trial < trials; trial++) {
      const before = await seenCount(page);
      // Tapped, as a visitor on a phone does: touch events, then the click the browser makes of them.
      await page.locator(burger).tap();
      await page.locator("#side-drawer").waitFor({ state: "visible" });
      times.push(await latencySince(page, before));
      await page.keyboard.press("Escape");
      await page.locator("#side-drawer").waitFor({ state: "hidden" });
    }
  } finally {
    await page.close();
  }
  return times;
}

async function typingTrials(browser: Browser, url: string, trials: number): Promise<number[]> {
  const page = await openPage(browser, url, 1440, 900);
  const times: number[] = [];
  try {
    const field = page.locator(footerEmail);
    await field.scrollIntoViewIfNeeded();
    await field.click();
    await page.waitForTimeout(300);
    const text = "ann@example.com";
    for (let trial = 0; trial < trials; trial++) {
      const before = await seenCount(page);
      await page.keyboard.press(text[trial % text.length]!);
      times.push(await latencySince(page, before));
    }
  } finally {
    await page.close();
  }
  return times;
}

/** What a first tap is tried on, and what shows that it worked. */
type FirstTap = { button: string; shown: string; width: number; height: number };
const solutionsTap: FirstTap = { button: solutions, shown: `${solutions}[aria-expanded="true"]`, width: 1440, height: 900 };
const drawerTap: FirstTap = { button: burger, shown: drawerShown, width: 375, height: 800 };

/** The centre of `tap`'s button, learnt on an unthrottled load of the same page at the same size. */
async function buttonCentre(browser: Browser, url: string, tap: FirstTap): Promise<{ x: number; y: number }> {
  const page = await browser.newPage({ viewport: { width: tap.width, height: tap.height }, hasTouch: true });
  try {
    await page.goto(url);
    const box = await page.locator(tap.button).boundingBox();
    if (!box) throw new Error(`${tap.button} of ${url} is not shown at ${tap.width} px`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await page.close();
  }
}

/** A tap at `at` straight through the DevTools protocol; the promise settles when the page has taken it. */
function tapAt(cdp: CDPSession, at: { x: number; y: number }): Promise<unknown> {
  const start = cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: [at] });
  const end = cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  return Promise.all([start, end]);
}

/**
 * Navigation start until a tap opens what `tap` names, as a visitor tapping the button every 100 ms from the first
 * paint on. The taps go where the button is painted (learnt beforehand) and are sent without waiting for the page,
 * as fingers do: asking Playwright for the button's box, or waiting for each tap's answer, waited behind every
 * long task of the load (2 s and more under 4× CPU) and timed the bench's round trips, not the page.
 */
async function firstWorks(browser: Browser, url: string, tap: FirstTap): Promise<number> {
  const centre = await buttonCentre(browser, url, tap);
  const page = await browser.newPage({ viewport: { width: tap.width, height: tap.height }, hasTouch: true });
  let tapping: ReturnType<typeof setInterval> | undefined;
  const taps: Promise<unknown>[] = [];
  try {
    await page.addInitScript(observeOpening, tap.shown);
    const cdp = await throttle(page, true);
    await cdp.send("Page.enable");
    await cdp.send("Page.setLifecycleEventsEnabled", { enabled: true });
    // The browser says when the page first painted; no script in the page is asked.
    const painted = new Promise<void>((resolve) =>
      cdp.on("Page.lifecycleEvent", (event) => event.name === "firstContentfulPaint" && resolve()),
    );
    await page.goto(url, { waitUntil: "commit" });
    await painted;
    tapping = setInterval(() => taps.push(tapAt(cdp, centre).catch(() => undefined)), 100);
    const deadline = Date.now() + 60_000;
    for (;;) {
      const opened = await page.evaluate(() => (window as unknown as { __openedAt?: number }).__openedAt);
      if (opened !== undefined) return opened;
      if (Date.now() > deadline) throw new Error(`${tap.shown} of ${url} never showed on a tap`);
      await page.waitForTimeout(100);
    }
  } finally {
    clearInterval(tapping);
    await Promise.all(taps);
    await page.close();
  }
}

export async function measureInteractions(url: string, options: { loads: number; trials: number }): Promise<InteractionResult> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", `--host-resolver-rules=${hostRules}`],
  });
  const result: InteractionResult = { solutionsMenu: [], drawer: [], footerTyping: [], firstWorksMs: [], firstWorksDrawerMs: [] };
  try {
    // Several fresh loads, a few trials each: the first interaction after load (while hydration slices may
    // still run) counts as much as later ones.
    for (let load = 0; load < options.loads; load++) {
      result.firstWorksMs.push(await firstWorks(browser, url, solutionsTap));
      result.firstWorksDrawerMs.push(await firstWorks(browser, url, drawerTap));
      result.solutionsMenu.push(...(await menuTrials(browser, url, options.trials)));
      result.drawer.push(...(await drawerTrials(browser, url, options.trials)));
      result.footerTyping.push(...(await typingTrials(browser, url, options.trials)));
    }
  } finally {
    await browser.close();
  }
  return result;
}

// One full-page screenshot with everything that moves frozen, so an unchanged page measures 0 %.
import { chromium, type Browser, type Page } from "@playwright/test";

// Everything rendered too: landing sections and the footer otherwise render only near the viewport
// (content-visibility: auto), and a capture beyond the viewport would show them blank.
const freeze = `*,*::before,*::after{animation:none!important;transition:none!important;caret-color:transparent!important;
scroll-behavior:auto!important;content-visibility:visible!important}
[data-preview-bar]{display:none!important}`;

/**
 * Debian's Chromium (CHROMIUM_PATH), reaching this machine's hosts only: *.localhost (the sites under test, preview
 * hosts included) and 127.0.0.1; anything else a page asks for fails at once, as it would be absent from a shot anyway.
 */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1",
    ],
  });
}

/** Full pages are cut at this height: long enough for any landing, bounded for the report's size. */
const maxHeight = 12_000;

export async function shootPage(browser: Browser, url: string, width: number): Promise<{ png: Buffer; status: number }> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce", deviceScaleFactor: 1 });
  // The preview bar shows the branch and commit, which differ between the two builds by design.
  await context.addInitScript(() => sessionStorage.setItem("sf_preview_bar_hidden", "1"));
  const page = await context.newPage();
  // One fake clock, paused at the same moment on both sides: carousels and timed banners stop in the same state.
  await page.clock.install({ time: new Date("2026-01-15T10:00:00Z") });
  try {
    const response = await page.goto(url, { waitUntil: "load", timeout: 60_000 });
    await page.clock.pauseAt(new Date("2026-01-15T10:01:00Z"));
    await page.addStyleTag({ content: freeze });
    await settle(page);
    const height = Math.min(maxHeight, await page.evaluate(() => document.documentElement.scrollHeight));
    const png = await page.screenshot({ animations: "disabled", caret: "hide", clip: { x: 0, y: 0, width, height }, fullPage: true });
    return { png, status: response?.status() ?? 0 };
  } finally {
    await context.close();
  }
}

// Sent as source text: tsx compiles helpers inside functions with a __name wrapper the page does not have.
const settleScript = `(async () => {
  for (const image of document.querySelectorAll("img")) image.loading = "eager";
  await document.fonts.ready;
  await Promise.all([...document.images].filter((image) => !image.complete).map((image) => new Promise((resolve) => {
    image.addEventListener("load", resolve, { once: true });
    image.addEventListener("error", resolve, { once: true });
  })));
})()`;

/** Lazy images loaded and decoded, fonts ready. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(settleScript);
  await page.waitForLoadState("networkidle", { timeout: 10_000 }).catch(() => undefined);
}

import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";

/** Holds client navigations' RSC requests for a while and refuses prefetches, so a click has to wait. */
async function slowNavigations(page: Page, delayMs: number) {
  await page.route("**/*", async (route) => {
    const headers = route.request().headers();
    if (headers["next-router-prefetch"]) return route.abort();
    if (headers["rsc"] === "1") await new Promise((resolve) => setTimeout(resolve, delayMs));
    return route.continue();
  });
}

/**
 * Records the bar's states with their times, the click's time and when the address changed (the new page is there),
 * all in milliseconds of the page's clock.
 */
async function recordProgressStates(page: Page) {
  await page.evaluate(() => {
    const bar = document.querySelector('[data-testid="navigation-progress"]');
    const record = { states: [] as { visible: string; at: number }[], clickAt: 0, arrivedAt: 0 };
    (window as unknown as { progress: typeof record }).progress = record;
    if (bar)
      new MutationObserver(() => record.states.push({ visible: bar.getAttribute("data-visible") ?? "", at: performance.now() })).observe(
        bar,
        { attributes: true },
      );
    document.addEventListener("click", () => (record.clickAt = performance.now()), { capture: true, once: true });
    const from = location.pathname;
    const arrived = () => {
      if (!record.arrivedAt && location.pathname !== from) record.arrivedAt = performance.now();
    };
    // The history entry changing is the arrival (the Navigation API tells at once); frames are watched too, as before,
    // since a busy machine may paint late but never skips the entry change.
    (window as unknown as { navigation?: EventTarget }).navigation?.addEventListener("currententrychange", arrived);
    const watch = () => (arrived(), record.arrivedAt ? undefined : requestAnimationFrame(watch));
    requestAnimationFrame(watch);
  });
}

type Progress = { states: { visible: string; at: number }[]; clickAt: number; arrivedAt: number };
const progressRecord = (page: Page) => page.evaluate(() => (window as unknown as { progress: Progress }).progress);

test.describe("navigation progress bar", () => {
  test("shows while a slow navigation runs and hides once the page is there", async ({ page }) => {
    await slowNavigations(page, 1500);
    await page.goto(at("storyfront.com", "/case-studies"));
    const bar = page.getByTestId("navigation-progress");
    await expect(bar).toHaveAttribute("data-visible", "false");
    const card = page.getByRole("main").locator('a[href^="/case-studies/"]').first();
    const target = await card.getAttribute("href");
    await card.click();
    await expect(bar).toHaveAttribute("data-visible", "true");
    await page.waitForURL((url) => url.pathname === target);
    await expect(bar).toHaveAttribute("data-visible", "false");
  });

  test("stays hidden for a navigation quicker than its 200 ms throttle", async ({ page }) => {
    await page.goto(at("storyfront.com", "/case-studies"));
    const card = page.getByRole("main").locator('a[href^="/case-studies/"]').first();
    await card.hover(); // lets next/link prefetch, so the click is answered from memory
    await page.waitForLoadState("networkidle");
    await recordProgressStates(page);
    const target = await card.getAttribute("href");
    await card.click();
    await page.waitForURL((url) => url.pathname === target);
    await page.waitForLoadState("networkidle");
    const { states, clickAt, arrivedAt } = await progressRecord(page);
    expect(clickAt).toBeGreaterThan(0);
    expect(arrivedAt).toBeGreaterThan(clickAt);
    const shown = states.filter((state) => state.visible === "true");
    // Never before its 200 ms throttle; and not at all when the page was there sooner (on a busy machine the
    // navigation from memory can take longer, and then the bar may rightly show, but still not before 200 ms).
    expect(shown.filter((state) => state.at - clickAt < 200)).toEqual([]);
    if (arrivedAt - clickAt < 200) expect(shown).toEqual([]);
  });
});

test.describe("chunk load failure", () => {
  const failChunk = (page: Page) =>
    page.evaluate(() => {
      const error = Object.assign(new Error("Loading chunk 4242 failed."), { name: "ChunkLoadError" });
      window.dispatchEvent(new ErrorEvent("error", { error, message: error.message }));
    });

  test("reloads the page once, and not again within 60 s", async ({ page }) => {
    await page.goto(at("storyfront.com", "/faq"));
    await page.waitForLoadState("networkidle"); // hydrated: the guard listens
    const reloaded = page.waitForEvent("load");
    await failChunk(page);
    await reloaded;
    expect(await page.evaluate(() => sessionStorage.getItem("sf:chunk-reload-at"))).toMatch(/^\d+$/);

    // A page that has just reloaded marks itself; a second failure must not reload it away.
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await failChunk(page);
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
  });

  test("other errors never reload", async ({ page }) => {
    await page.goto(at("storyfront.com", "/faq"));
    await page.waitForLoadState("networkidle");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.evaluate(() =>
      window.dispatchEvent(new ErrorEvent("error", { error: new TypeError("x is undefined"), message: "x is undefined" })),
    );
    await page.waitForLoadState("networkidle");
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    expect(await page.evaluate(() => sessionStorage.getItem("sf:chunk-reload-at"))).toBeNull();
  });
});

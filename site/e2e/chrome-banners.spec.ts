import { expect, type BrowserContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { screenshotPath, layoutShift } from "./support";

const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((entry) => entry.name === name);
const topBanner = (page: Page) => page.getByRole("region", { name: "Read Now" });
const runningLine = (page: Page) => page.getByRole("region", { name: "Download the mobile onboarding guide, free" });
const consent = (page: Page) => page.getByRole("region", { name: "Cookie consent" });

test.describe("top banner", () => {
  test("promotes the holiday report and stays closed after a reload, without a flash or a shift", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(at("storyfront.com"));
    await expect(topBanner(page).getByRole("link", { name: "Read Now" })).toHaveAttribute(
      "href",
      "/white-papers/gamification-holiday-report",
    );
    expect((await topBanner(page).locator("img").boundingBox())?.height).toBe(70);
    await page.screenshot({ path: screenshotPath("chrome-banners-1440.png") });
    await topBanner(page).getByRole("button", { name: "Close banner" }).click();
    await expect(topBanner(page)).toHaveCount(0);
    // On reload the static HTML still carries the banner; the pre-paint check must hide it.
    await page.reload();
    await expect(topBanner(page)).toHaveCount(0);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await page.goto(at("storyfront.com", "/fr"));
    await expect(page.getByRole("region", { name: "Lire" })).toHaveCount(0);
  });
});

test.describe("banners queue on a phone", () => {
  /** The hero's primary button: the first link of the section holding the page's h1. */
  const heroButton = (page: Page) =>
    page
      .locator("main section", { has: page.getByRole("heading", { level: 1 }) })
      .getByRole("link")
      .first();

  test("one bar above the hero at a time: the running line shows once the top banner is closed, also after a reload", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(at("storyfront.com"));
    await expect(topBanner(page)).toBeVisible();
    await expect(runningLine(page)).toBeHidden();
    await page.screenshot({ path: screenshotPath("chrome-banners-queue-375.png") });
    await topBanner(page).getByRole("button", { name: "Close banner" }).click();
    await expect(runningLine(page)).toBeVisible();
    // Closed on an earlier visit: the running line is there from the first paint, nothing moves.
    await page.reload();
    await expect(topBanner(page)).toHaveCount(0);
    await expect(runningLine(page)).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await runningLine(page).getByRole("button", { name: "Hide the download banner" }).click();
    await page.reload();
    await expect(runningLine(page)).toHaveCount(0);
    await expect(page.getByRole("banner")).toBeInViewport();
    expect((await page.getByRole("banner").boundingBox())?.y).toBe(0);
  });

  test("at 1440 px both show, there is room", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(at("storyfront.com"));
    await expect(topBanner(page)).toBeVisible();
    await expect(runningLine(page)).toBeVisible();
  });

  test("the cookie bar leaves the hero's primary button clear at 375 × 667 and 1440 × 900, in every language", async ({ page }) => {
    // About 60 page loads: a second each on a quiet machine, more than the default minute in all beside `npm test`.
    test.setTimeout(240_000);
    await page.goto(at("storyfront.com", "/solutions"));
    const solutions = await page
      .locator('main a[href^="/solutions/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    const pages = [
      ...[
        "/",
        "/fr",
        "/de",
        "/es",
        "/enterprise",
        "/fr/enterprise",
        "/de/enterprise",
        "/es/enterprise",
        "/use-cases",
        ...new Set(solutions),
      ].map((path) => at("storyfront.com", path ?? "/")),
      at("storyfront.ru", "/"),
      at("storyfront.ru", "/enterprise"),
    ];
    for (const [width, height] of [
      [375, 667],
      [1440, 900],
    ] as const) {
      await page.setViewportSize({ width, height });
      for (const url of pages) {
        await page.goto(url);
        const bar = await page.getByRole("region", { name: /cookie/i }).boundingBox();
        const button = await heroButton(page).boundingBox();
        expect(bar, url).not.toBeNull();
        expect(button!.y + button!.height, `${url} at ${width} × ${height}: the button's bottom above the bar's top`).toBeLessThanOrEqual(
          bar!.y,
        );
      }
    }
  });
});

test.describe("running line", () => {
  test("dismissal is a 7-day cookie of version 3, and older versions' cookies are cleared", async ({ page, context }) => {
    await context.addCookies([{ name: "sf_running_line_v2", value: "1", domain: "storyfront.com", path: "/" }]);
    await page.goto(at("storyfront.com"));
    await expect(runningLine(page).getByRole("link")).toHaveAttribute("href", "/white-papers/mobile-onboarding");
    await expect.poll(async () => cookie(context, "sf_running_line_v2")).toBeUndefined();
    await runningLine(page).getByRole("button", { name: "Hide the download banner" }).click();
    await expect(runningLine(page)).toHaveCount(0);
    const dismissed = await cookie(context, "sf_running_line_v3");
    const days = ((dismissed?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
    await page.reload();
    await expect(runningLine(page)).toHaveCount(0);
    expect(await layoutShift(page)).toBeLessThan(0.01);
  });
});

test.describe("cookie consent", () => {
  test("Got it is remembered; Learn about cookies leads to the policy", async ({ page, context }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(at("storyfront.com"));
    await expect(consent(page).getByRole("link", { name: "Learn about cookies" })).toHaveAttribute("href", "/policy");
    await page.screenshot({ path: screenshotPath("chrome-banners-375.png") });
    await consent(page).getByRole("button", { name: "Got it" }).click();
    await expect(consent(page)).toHaveCount(0);
    expect((await cookie(context, "sf_cookie_consent"))?.value).toBe("1");
    await page.reload();
    await page.goto(at("storyfront.com", "/sales"));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(consent(page)).toHaveCount(0);
  });

  test("a first visit does not shift the page at 375 and 1440 px", async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(at("storyfront.com"));
      await expect(consent(page)).toBeVisible();
      expect(await layoutShift(page), `at ${width}`).toBeLessThan(0.01);
    }
  });
});

test.describe("intro bar", () => {
  test("shows for the product-launch ref only", async ({ page }) => {
    await page.goto(at("storyfront.com", "/?ref=producthunt"));
    const bar = page.getByRole("complementary", { name: "See Storyfront live: open the interactive widget" });
    await expect(bar.getByRole("link")).toHaveAttribute("href", "/white-papers/gamification-holiday-report");
    await bar.getByRole("button", { name: "Close the intro bar" }).click();
    await expect(bar).toHaveCount(0);
    await page.goto(at("storyfront.com", "/?ref=newsletter"));
    await expect(consent(page)).toBeVisible();
    await expect(bar).toHaveCount(0);
  });
});

test.describe("console and scripts", () => {
  test("prints the Self-XSS warning and loads no analytics by default", async ({ page }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    await page.goto(at("storyfront.com"));
    await expect.poll(() => messages.some((text) => text.includes("Self-XSS"))).toBe(true);
    await page.mouse.move(200, 200);
    await page.mouse.move(400, 300);
    expect(await page.locator("script[data-sf-analytics]").count()).toBe(0);
  });
});

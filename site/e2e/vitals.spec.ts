import { expect, type Page } from "@playwright/test";
import type { AdminVitals } from "@storyfront/schemas";
import { test } from "./fixtures";
import { callStatus, signInAs } from "./account-support";
import { at } from "./hosts";
import { fullPageShot, screenshotPath, seriousAxeViolations } from "./support";

/** Waits until web-vitals observes the page (it loads once the page is idle). */
const measured = (page: Page) => expect(page.locator("html")).toHaveAttribute("data-vitals", "observing");

/** The aggregates of the last day as the signed-in administrator reads them through the site. */
const lastDay = (page: Page) => page.evaluate(async () => (await (await fetch("/api/admin/vitals?days=1")).json()) as AdminVitals);

test.describe("field data (Core Web Vitals of real visits)", () => {
  test("a visit reports its metrics when the page is left, and they reach the Speed screen", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // A query and a hash may carry personal data: the beacon's path leaves them out (the route refuses a path
    // with a query, so these samples arriving at all shows they did).
    await page.goto(at("storyfront.com", "/pricing?email=pat%40example.com#plans"));
    await measured(page);
    await page.getByRole("navigation", { name: "Main navigation" }).getByRole("button", { name: "Solutions" }).click();
    await page.keyboard.press("Escape");
    // Leaving a page hides it: web-vitals finalises LCP, CLS and INP, and the reporter beacons the batch. (Playwright
    // reports no request events for beacons sent while a page unloads, so the test reads where they arrive.)
    await page.goto(at("storyfront.com", "/fr/blog"));
    await measured(page);
    await page.goto(at("storyfront.ru", "/"));
    await measured(page);
    await page.goto(at("storyfront.com", "/faq"));

    await signInAs(page, "admin");
    await expect
      .poll(async () => {
        const figures = await lastDay(page);
        return figures.rows
          .filter((row) => row.metric === "LCP")
          .map((row) => `${row.routeFamily}/${row.variant}`)
          .sort();
      })
      .toEqual(expect.arrayContaining(["blog-list/com", "home/ru", "pricing/com"]));
    const pricing = (await lastDay(page)).rows.filter((row) => row.routeFamily === "pricing" && row.variant === "com");
    expect(pricing.map((row) => row.metric)).toEqual(expect.arrayContaining(["LCP", "CLS", "FCP", "TTFB"]));
    for (const row of pricing) expect(row.good + row.needsImprovement + row.poor).toBeCloseTo(1, 9);

    await page.goto(at("storyfront.com", "/admin/speed"));
    await expect(page.getByRole("heading", { level: 1, name: "Speed" })).toBeVisible();
    await page.getByLabel("1 day", { exact: true }).check();
    // Other specs' visits send beacons too (the suite shares one API): the com pricing row is this visit's.
    const pricingRow = page
      .getByTestId("speed-page-row")
      .filter({ has: page.getByRole("rowheader", { name: /^Pricing\s*storyfront\.com$/ }) });
    await expect(pricingRow.locator('td[data-metric="LCP"]')).toContainText(/\d (ms|s) (Good|Needs improvement|Poor)/);
    await expect(pricingRow.locator('td[data-metric="LCP"]')).toContainText(/% good, \d+% needs improvement, \d+% poor/);
    await expect(
      page.getByRole("img", { name: /^LCP p75 per day: \d{4}-\d{2}-\d{2} [\d.,]+ (ms|s)\. Good up to 2\.5 s\.$/ }),
    ).toBeVisible();
    await page.getByLabel("Site", { exact: true }).selectOption("ru");
    // Only ru rows remain (no site named per row), the ru home visited here among them.
    await expect(page.getByTestId("speed-page-row").getByRole("rowheader", { name: "Home", exact: true })).toHaveCount(1);
    await expect(page.getByTestId("speed-page-row").getByRole("rowheader", { name: /storyfront\.com/ })).toHaveCount(0);
    expect(await seriousAxeViolations(page, "main")).toEqual([]);
  });

  test("the Speed screen fits a phone and a wide screen on both sites: one row of periods, no sideways table at 1440 px", async ({
    page,
  }) => {
    // Two sites, two widths, pictures and axe: more steps than most specs, none of them timed.
    test.setTimeout(120_000);
    // Every page type with values of each rating, on both sites: the widest table the screen shows.
    const paths = ["/", "/pricing", "/blog/holiday-calendar-mechanics", "/white-papers/fintech-report", "/case-studies/some-story", "/faq"];
    const metrics = [
      { name: "LCP", value: 3200, rating: "needs-improvement" },
      { name: "INP", value: 640, rating: "poor" },
      { name: "CLS", value: 0.02, rating: "good" },
      { name: "FCP", value: 1450, rating: "good" },
      { name: "TTFB", value: 930, rating: "needs-improvement" },
    ];
    for (const host of ["storyfront.com", "storyfront.ru"]) {
      await page.goto(at(host, "/faq"));
      const beacon = paths.flatMap((path, n) =>
        metrics.map((metric) => ({ ...metric, id: `v6-layout-${n}-${metric.name}`, navigationType: "navigate", path })),
      );
      for (let start = 0; start < beacon.length; start += 20) {
        const status = await page.evaluate(
          async (body) => (await fetch("/api/vitals", { method: "POST", headers: { "content-type": "application/json" }, body })).status,
          JSON.stringify(beacon.slice(start, start + 20)),
        );
        expect(status).toBe(202);
      }
    }

    for (const host of ["storyfront.com", "storyfront.ru"]) {
      const variant = host.endsWith(".ru") ? "ru" : "com";
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(at(host, "/"));
      await signInAs(page, "admin");
      await page.goto(at(host, "/admin/speed"));
      // The cookie notice would cover the tables in the pictures.
      await page.getByRole("button", { name: /^(Got it|Понятно)$/ }).click();
      await page.locator('input[name="speed-period"][value="1"]').check();
      const byPage = page.getByTestId("speed-by-page");
      await expect(byPage.getByRole("rowheader", { name: /White paper|Исследование/ })).toHaveCount(2);
      for (const width of [1440, 375]) {
        await page.setViewportSize({ width, height: 900 });
        // The three periods stay one row of buttons: the same top for each.
        const tops = await page
          .locator('input[name="speed-period"] + span')
          .evaluateAll((spans) => spans.map((span) => span.getBoundingClientRect().top));
        expect(new Set(tops).size, `periods on ${host} at ${width} px`).toBe(1);
        const region = byPage.locator("xpath=..");
        const sideways = await region.evaluate((element) => element.scrollWidth - element.clientWidth);
        // A phone scrolls the wide table inside its own region; a wide screen shows it whole.
        if (width === 1440) expect(sideways, `by-page table on ${host} at 1440 px`).toBeLessThanOrEqual(0);
        // Nor does the page itself (the message names what sticks out of the screen, should it).
        const screen = await page.evaluate(() => ({
          sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          outside: [...document.querySelectorAll("main *")]
            .filter((element) => element.getBoundingClientRect().right > document.documentElement.clientWidth + 1)
            .map((element) => `${element.tagName.toLowerCase()}.${element.className}`)
            .slice(0, 8),
        }));
        expect(
          screen.sideways,
          `the page scrolls sideways on ${host} at ${width} px; wider than the screen: ${screen.outside.join(", ")}`,
        ).toBe(0);
        await fullPageShot(page, screenshotPath(`speed-${variant}-${width}.png`));
      }
      expect(await seriousAxeViolations(page, "main")).toEqual([]);
    }
  });

  test("the beacon route refuses what is not a same-origin report, and never sets a cookie", async ({ request }) => {
    // Node's HTTP client does not share Chromium's host rules: the local alias stands for the com site here.
    const url = at("localhost", "/api/vitals");
    const same = { origin: new URL(url).origin, "sec-fetch-site": "same-origin", "content-type": "application/json" };
    const lcp = { name: "LCP", value: 1200, rating: "good", id: "v6-e2e-1", navigationType: "navigate", path: "/pricing" };
    const good = await request.post(url, { headers: same, data: JSON.stringify([lcp]) });
    expect(good.status()).toBe(202);
    expect(good.headers()["set-cookie"]).toBeUndefined();
    expect(
      (await request.post(url, { headers: same, data: JSON.stringify([{ ...lcp, path: "/sales?email=pat@example.com" }]) })).status(),
    ).toBe(422);
    expect((await request.post(url, { headers: same, data: " ".repeat(8 * 1024 + 1) })).status()).toBe(413);
    const crossSite = { ...same, origin: "https://evil.example", "sec-fetch-site": "cross-site" };
    expect((await request.post(url, { headers: crossSite, data: JSON.stringify([lcp]) })).status()).toBe(403);
  });

  test("the Speed screen is for managers and administrators: a plain user gets 403, a visitor signs in first", async ({ page }) => {
    const visitor = await page.goto(at("storyfront.com", "/admin/speed"));
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/speed");
    expect(visitor?.status()).toBe(200);
    await signInAs(page, "user");
    expect((await page.goto(at("storyfront.com", "/admin/speed")))?.status()).toBe(403);
    await expect(page.getByRole("heading", { name: "Access to page denied" })).toBeVisible();
    expect(await callStatus(page, "/api/admin/vitals")).toBe(403);
    await page.context().clearCookies();
    await page.goto(at("storyfront.com", "/"));
    await signInAs(page, "manager");
    expect((await page.goto(at("storyfront.com", "/admin/speed")))?.status()).toBe(200);
    await expect(page.getByRole("navigation", { name: "Your account" }).getByRole("link", { name: "Speed" })).toHaveAttribute(
      "aria-current",
      "page",
    );
  });
});

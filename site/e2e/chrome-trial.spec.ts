import { expect, type Browser, type BrowserContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { screenshotPath, seriousAxeViolations, layoutShift } from "./support";

const banner = (page: Page) => page.getByTestId("trial-banner");
const billing = "https://console.storyfront.com/subscription";
const demoUsers = {
  user: ["user@example.com", "Demo-User-2026"],
  manager: ["manager@example.com", "Demo-Manager-2026"],
  admin: ["admin@example.com", "Demo-Admin-2026"],
} as const;

/** There is no sign-in page on the site (the console has it): sign in through the same-origin handler. */
async function signIn(page: Page, [email, password]: readonly [string, string]) {
  const status = await page.evaluate(
    async ([email, password]) =>
      (
        await fetch("/api/auth", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, password }),
        })
      ).status,
    [email, password],
  );
  expect(status).toBe(200);
}

/** A returning visitor who already answered the cookie bar (one test below keeps the bar on purpose). */
const consented = (context: BrowserContext) =>
  context.addCookies([{ name: "sf_cookie_consent", value: "1", domain: "storyfront.com", path: "/" }]);

async function visitor(browser: Browser, { width = 1440, forwardedFor = "198.51.100.30" } = {}) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: { "x-forwarded-for": forwardedFor } });
  await consented(context);
  return { context, page: await context.newPage() };
}

test.describe("trial/demo banner", () => {
  test("a plain demo user sees the free trial with its days left, floating over the page without moving it", async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.goto(at("storyfront.com"));
    await signIn(page, demoUsers.user);
    await page.reload();
    await expect(banner(page).locator("p")).toHaveText("Free trial: unlimited access, 12 days left");
    await expect(banner(page)).toHaveAttribute("data-case", "trial");
    await expect(banner(page).getByRole("link")).toHaveCount(0);
    await expect(banner(page)).toHaveCSS("position", "fixed");
    expect(await layoutShift(page)).toBeLessThan(0.01);
    expect(await seriousAxeViolations(page, "[data-testid=trial-banner]")).toEqual([]);
    // The end of the page stays reachable above the bar.
    // As a visitor reaches it: End until the page stops moving. Sections below the first screen take their real
    // height only as they come near the viewport (content-visibility), so the first jump may land short of the end.
    // Measured once the end is reached and stays put (on a busy machine a section may still grow after a jump).
    const lastFooterLink = page.locator("footer a").last();
    await expect
      .poll(async () => {
        await page.keyboard.press("End");
        const atEnd = await page.evaluate(() => Math.ceil(window.scrollY + window.innerHeight) >= document.documentElement.scrollHeight);
        const [linkBox, barBox] = [await lastFooterLink.boundingBox(), await banner(page).boundingBox()];
        return atEnd && linkBox !== null && barBox !== null ? linkBox.y + linkBox.height - barBox.y : "not at the end yet";
      })
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: screenshotPath("trial-user-1440.png") });
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(banner(page)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: screenshotPath("trial-user-375.png") });
    await context.close();
  });

  test("the manager's project is in TNB mode: days left and Choose to the console's billing page", async ({ browser }) => {
    const { context, page } = await visitor(browser);
    await page.goto(at("storyfront.com", "/pricing"));
    await signIn(page, demoUsers.manager);
    await page.reload();
    await expect(banner(page).locator("p")).toHaveText("3 days left");
    await expect(banner(page).getByRole("link", { name: "Choose" })).toHaveAttribute("href", billing);
    await context.close();
  });

  test("the admin's project is in demo mode: Choose your plan, in the visitor's language; closing hides it for the session", async ({
    browser,
  }) => {
    const { context, page } = await visitor(browser, { width: 375 });
    await page.goto(at("storyfront.com"));
    await signIn(page, demoUsers.admin);
    await page.reload();
    await expect(banner(page).locator("p")).toHaveText("You are in demo mode");
    await expect(banner(page).getByRole("link", { name: "Choose your plan" })).toHaveAttribute("href", billing);
    await page.screenshot({ path: screenshotPath("trial-admin-375.png") });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(at("storyfront.com", "/de"));
    await expect(banner(page).getByRole("link", { name: "Tarif wählen" })).toHaveAttribute("href", billing);
    await banner(page).getByRole("button", { name: "Banner schließen" }).click();
    await expect(banner(page)).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("account-bar").getByRole("button", { name: "Abmelden" })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await context.close();
  });

  test("sales-team visitors in demo mode are offered Request a demo, to the localized /sales", async ({ browser }) => {
    const { context, page } = await visitor(browser, { forwardedFor: "203.0.113.7, 10.0.0.1" });
    await page.goto(at("storyfront.com", "/fr"));
    await signIn(page, demoUsers.admin);
    await page.reload();
    await expect(banner(page).getByRole("link", { name: "Demander une démo" })).toHaveAttribute("href", "/fr/sales");
    await expect(banner(page).locator("p")).toHaveText("Vous êtes en mode démo");
    await context.close();
  });

  test("signed-out visitors see no banner", async ({ browser }) => {
    const { context, page } = await visitor(browser);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/auth");
    await page.goto(at("storyfront.com"));
    expect(await (await answered).json()).toMatchObject({ user: null });
    await expect(page.getByTestId("account-bar").getByRole("link", { name: "Log in" })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await context.close();
  });

  test("on a first visit the cookie bar stands above the trial bar, covering none of it", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await page.goto(at("storyfront.com"));
    await signIn(page, demoUsers.user);
    await page.reload();
    await expect(banner(page)).toBeVisible();
    const consent = page.getByRole("region", { name: "Cookie consent" });
    await expect(consent).toBeVisible();
    const [consentBox, bannerBox] = await Promise.all([consent.boundingBox(), banner(page).boundingBox()]);
    expect((consentBox?.y ?? 0) + (consentBox?.height ?? 0)).toBeLessThanOrEqual(bannerBox?.y ?? 0);
    await page.screenshot({ path: screenshotPath("trial-with-consent-1440.png") });
    await consent.getByRole("button", { name: "Got it" }).click();
    await expect(banner(page)).toBeVisible();
    await context.close();
  });
});

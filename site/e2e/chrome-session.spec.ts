import { expect, type BrowserContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";

const account = (page: Page) => page.getByTestId("account-bar");
const cookie = async (context: BrowserContext, name: string) => (await context.cookies()).find((entry) => entry.name === name);
const days = (expires: number | undefined) => ((expires ?? 0) * 1000 - Date.now()) / 86_400_000;

/** There is no sign-in page on the site (the console has it): sign in through the same-origin handler. */
async function signIn(page: Page, email = "user@example.com", password = "Demo-User-2026") {
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

const sessionUser = (page: Page) =>
  page.evaluate(async () => ((await (await fetch("/api/auth")).json()) as { user: { email: string } | null }).user?.email ?? null);

test.describe("signed-in state", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("a demo user sees Log out and Console; tokens live in host-only, Secure cookies with the spec's ages", async ({ page, context }) => {
    await page.goto(at("storyfront.com"));
    await expect(account(page).getByRole("link", { name: "Log in" })).toBeVisible();
    await signIn(page);
    await page.reload();
    await expect(account(page).getByRole("button", { name: "Log out" })).toBeVisible();
    await expect(account(page).getByRole("link", { name: "Console" })).toHaveAttribute("href", "https://console.storyfront.com/");
    await expect(account(page).getByRole("link", { name: "Log in" })).toHaveCount(0);
    const token = await cookie(context, "sf_token");
    const refresh = await cookie(context, "sf_refresh_token");
    // Host-only (no leading dot): test. and dev. hosts never receive them; Secure on a production host.
    expect(token).toMatchObject({ domain: "storyfront.com", httpOnly: true, secure: true, sameSite: "Lax" });
    expect(refresh).toMatchObject({ domain: "storyfront.com", httpOnly: true, secure: true, sameSite: "Lax" });
    expect(days(token?.expires) * 86_400).toBeGreaterThan(1700);
    expect(days(token?.expires) * 86_400).toBeLessThanOrEqual(1800);
    expect(days(refresh?.expires)).toBeGreaterThan(59);
    expect(days(refresh?.expires)).toBeLessThanOrEqual(60);
    // The same cookies serve the drawer below 1024 px.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByTestId("account-drawer").getByRole("button", { name: "Log out" })).toBeVisible();
  });

  test("an expired access token is refreshed once, even by parallel requests", async ({ page, context }) => {
    await page.goto(at("storyfront.com"));
    await signIn(page);
    const firstRefresh = (await cookie(context, "sf_refresh_token"))?.value;
    await context.clearCookies({ name: "sf_token" });
    // Three tabs asking at once: one refresh; a second use of the same refresh token would revoke the session.
    const users = await page.evaluate(() =>
      Promise.all([1, 2, 3].map(async () => ((await (await fetch("/api/auth")).json()) as { user: { email: string } | null }).user?.email)),
    );
    expect(users).toEqual(["user@example.com", "user@example.com", "user@example.com"]);
    expect((await cookie(context, "sf_refresh_token"))?.value).not.toBe(firstRefresh);
    await context.clearCookies({ name: "sf_token" });
    expect(await sessionUser(page)).toBe("user@example.com");
    await page.reload();
    await expect(account(page).getByRole("button", { name: "Log out" })).toBeVisible();
  });

  test("a refused refresh resets the session", async ({ page, context }) => {
    await page.goto(at("storyfront.com"));
    await signIn(page);
    await context.clearCookies({ name: "sf_token" });
    await context.addCookies([{ name: "sf_refresh_token", value: "not-a-real-token", url: at("storyfront.com") }]);
    expect(await sessionUser(page)).toBeNull();
    expect(await cookie(context, "sf_refresh_token")).toBeUndefined();
    await page.reload();
    await expect(account(page).getByRole("link", { name: "Log in" })).toBeVisible();
  });

  test("sign-out calls the API, drops the user, resets the locale and reloads the home", async ({ page, context }) => {
    await page.goto(at("storyfront.com", "/fr"));
    await signIn(page);
    await page.reload();
    expect((await cookie(context, "NEXT_LOCALE"))?.value).toBe("fr");
    await account(page).getByRole("button", { name: "Se déconnecter" }).click();
    await page.waitForURL((url) => url.pathname === "/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect((await cookie(context, "NEXT_LOCALE"))?.value).toBe("en");
    expect(await cookie(context, "sf_token")).toBeUndefined();
    await expect(account(page).getByRole("link", { name: "Log in" })).toBeVisible();
    expect(await sessionUser(page)).toBeNull();
  });

  test("wrong credentials are refused", async ({ page }) => {
    await page.goto(at("storyfront.com"));
    const status = await page.evaluate(
      async () =>
        (
          await fetch("/api/auth", {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ email: "user@example.com", password: "nope" }),
          })
        ).status,
    );
    expect(status).toBe(401);
  });
});

test.describe("sales logic", () => {
  test("visitors from the sales-team network get /sales instead of pricing", async ({ browser }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { "x-forwarded-for": "203.0.113.7, 10.0.0.1" },
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await page.goto(at("storyfront.com"));
    const pricing = page.getByRole("navigation", { name: "Main navigation" }).getByRole("link", { name: "Pricing" });
    await expect(pricing).toHaveAttribute("data-sales-mode", "salesTeam");
    await expect(pricing).toHaveAttribute("href", "/sales");
    await context.close();
  });

  test("everyone else keeps the pricing link", async ({ browser }) => {
    const context = await browser.newContext({
      extraHTTPHeaders: { "x-forwarded-for": "198.51.100.20" },
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    const answered = page.waitForResponse((response) => response.url().endsWith("/api/sales-logic"));
    await page.goto(at("storyfront.com", "/de"));
    expect(await (await answered).json()).toEqual({ behavior: { salesLogic: "default" } });
    const pricing = page.getByRole("navigation", { name: "Hauptnavigation" }).getByRole("link", { name: "Preise" });
    await expect(pricing).toHaveAttribute("data-sales-mode", "default");
    await expect(pricing).toHaveAttribute("href", "/de/pricing");
    await context.close();
  });
});

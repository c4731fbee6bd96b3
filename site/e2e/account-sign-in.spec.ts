import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { demoAccounts, signInAs } from "./account-support";
import { at } from "./hosts";
import { fullPageShot, screenshotPath, seriousAxeViolations } from "./support";
import { editorSecret, totp } from "./totp";

const fill = async (page: Page, email: string, password: string) => {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
};

test.describe("/login", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("a visitor of the signed-in area goes to /login and comes back after signing in", async ({ page }) => {
    const response = await page.goto(at("storyfront.com", "/admin/tags?page=1"));
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(new URL(page.url()).searchParams.get("next")).toBe("/admin/tags?page=1");
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    await expect(page.getByTestId("sales-panel")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await fill(page, demoAccounts.manager.email, demoAccounts.manager.password);
    await page.waitForURL((url) => url.pathname === "/admin/tags");
    await expect(page.getByRole("heading", { level: 1, name: "Tags" })).toBeVisible();
    await expect(page.getByTestId("account-bar").getByTestId("account-name")).toHaveText("Milo");
  });

  test("unknown e-mail and wrong password get the same answer; blank and malformed fields are named at the field", async ({ page }) => {
    await page.goto(at("storyfront.com", "/login"));
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Cannot be blank")).toHaveCount(2);
    await fill(page, "not-an-address", "x");
    await expect(page.getByText("Must be a valid email address")).toBeVisible();
    await expect(page.getByLabel("Email")).toHaveValue("not-an-address");
    await fill(page, "nobody-here@example.com", "Whatever-2026");
    const unknown = await page.locator("main").getByRole("alert").textContent();
    await fill(page, demoAccounts.user.email, "wrong-password");
    await expect(page.locator("main").getByRole("alert")).toHaveText("Incorrect email or password");
    expect(unknown).toBe("Incorrect email or password");
    await expect(page.getByLabel("Email")).toHaveValue(demoAccounts.user.email);
  });

  test("the login throttle is told in plain words", async ({ page }) => {
    await page.goto(at("storyfront.com", "/fr/login"));
    await page.getByLabel("E-mail").fill("throttled-visitor@example.com");
    for (let attempt = 0; attempt < 5; attempt++) {
      await page.getByLabel("Mot de passe").fill(`wrong-${attempt}`);
      await page.getByRole("button", { name: "Se connecter" }).click();
      await expect(page.locator("main").getByRole("alert")).toHaveText("E-mail ou mot de passe incorrect");
      await expect(page.getByRole("button", { name: "Se connecter" })).toBeEnabled();
    }
    await page.getByLabel("Mot de passe").fill("wrong-again");
    await page.getByRole("button", { name: "Se connecter" }).click();
    await expect(page.locator("main").getByRole("alert")).toHaveText(/^Trop de tentatives de connexion\. Réessayez dans 1[45] minutes\.$/);
  });

  test("?next= only leads back to a path on this site", async ({ page }) => {
    for (const next of ["https://evil.io/", "//evil.io/x", "/\\evil.io"]) {
      await page.context().clearCookies();
      await page.goto(at("storyfront.com", `/login?next=${encodeURIComponent(next)}`));
      await fill(page, demoAccounts.user.email, demoAccounts.user.password);
      await page.waitForURL((url) => url.pathname === "/");
      expect(new URL(page.url()).host).toBe(new URL(at("storyfront.com")).host);
    }
  });

  test("two-factor accounts are asked for the code; a wrong code is named, the right one signs in", async ({ page, context }) => {
    await page.goto(at("storyfront.com", `/login?next=${encodeURIComponent("/profile")}`));
    await fill(page, demoAccounts.editor.email, demoAccounts.editor.password);
    await expect(page.getByRole("heading", { name: "Two-factor sign-in" })).toBeVisible();
    const ticket = (await context.cookies()).find((cookie) => cookie.name === "sf_two_factor");
    expect(ticket).toMatchObject({ httpOnly: true, path: "/api/auth" });
    expect((await context.cookies()).find((cookie) => cookie.name === "sf_token")).toBeUndefined();
    await page.screenshot({ path: screenshotPath("account-login-code-1440.png") });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByLabel("Code").fill("12345");
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("Enter the 6-digit code from your authenticator app", { exact: true })).toBeVisible();
    const wrong = totp(editorSecret, -5);
    await page.getByLabel("Code").fill(wrong);
    await page.getByRole("button", { name: "Verify" }).click();
    await expect(page.getByText("The code is incorrect or has expired; enter the current code")).toBeVisible();
    // The next step's code: an earlier suite may have used this half minute's code for the same account.
    await page.getByLabel("Code").fill(totp(editorSecret, 1));
    await page.getByRole("button", { name: "Verify" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
    await expect(page.getByTestId("account-bar").getByTestId("account-name")).toHaveText("Eli");
    expect((await context.cookies()).find((cookie) => cookie.name === "sf_token")).toMatchObject({ httpOnly: true });
  });

  test("screens at 375 and 1440 px on com and ru", async ({ page }) => {
    for (const [host, path, name] of [
      ["storyfront.com", "/login", "com"],
      ["storyfront.ru", "/login", "ru"],
    ] as const) {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(at(host, path));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await fullPageShot(page, screenshotPath(`account-login-${name}-${width}.png`));
      }
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Вход");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("a signed-in visitor of /login goes straight on", async ({ page }) => {
    await page.goto(at("storyfront.com", "/"));
    await signInAs(page, "user");
    await page.goto(at("storyfront.com", `/login?next=${encodeURIComponent("/profile")}`));
    await page.waitForURL((url) => url.pathname === "/profile");
  });
});

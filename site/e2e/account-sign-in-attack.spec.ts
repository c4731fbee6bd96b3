import { expect, type Page } from "@playwright/test";
import { apiPort } from "../playwright.config";
import { test } from "./fixtures";
import { callStatus, confirmedAccount } from "./account-support";
import { at } from "./hosts";
import { countMails, waitForMail } from "./mailbox";
import { screenshotPath, seriousAxeViolations } from "./support";

// Issue 37: guesses spread over many addresses no longer lock the owner out. Their own browser signs in as usual;
// a new browser is asked for a code e-mailed to the account, on /login, in plain words and by keyboard.
const password = "Sunny-Day-42";

/**
 * Signs out from the home page: on /profile the account island would answer the ended session by going to /login
 * by itself, racing the next navigation.
 */
async function signOut(page: Page) {
  await page.goto(at("storyfront.com", "/"));
  expect(await callStatus(page, "/api/auth", "DELETE")).toBe(200);
}

async function signIn(page: Page, email: string) {
  await page.goto(at("storyfront.com", `/login?next=${encodeURIComponent("/profile")}`));
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test("under a spread guessing attack the owner's browser signs in as usual, and a new one with the e-mailed code", async ({
  browser,
  page,
  context,
  request,
}) => {
  // Each checked guess costs a full scrypt hash on the API (production cost), and the e2e machine may be busy.
  test.setTimeout(600_000);
  const email = await confirmedAccount(page, "attacked", password);
  await signOut(page);
  // The owner's browser signs in once: it becomes a known device, and stays one after signing out.
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === "/profile");
  const device = (await context.cookies()).find((cookie) => cookie.name === "sf_device");
  expect(device).toMatchObject({ httpOnly: true, path: "/api/auth" });
  expect(device?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);
  await signOut(page);
  expect((await context.cookies()).find((cookie) => cookie.name === "sf_device")?.value).toBe(device?.value);

  // 60 wrong passwords from 60 addresses, straight at the API (it believes X-Forwarded-For from loopback, as from the site).
  const statuses = await Promise.all(
    Array.from({ length: 60 }, async (_, n) => {
      const answer = await request.post(`http://127.0.0.1:${apiPort}/auth`, {
        headers: { "x-forwarded-for": `198.18.7.${n + 1}` },
        data: { email, password: "wrong-guess" },
      });
      return answer.status();
    }),
  );
  expect(statuses).not.toContain(429);

  // The owner's own browser: straight in.
  await signIn(page, email);
  await page.waitForURL((url) => url.pathname === "/profile");

  // A new browser: the code step, focused, labelled, with the address it was sent to.
  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.setViewportSize({ width: 1440, height: 900 });
  const before = await countMails(email);
  await signIn(other, email);
  await expect(other.getByRole("heading", { level: 1, name: "Check your e-mail" })).toBeVisible();
  await expect(other.getByText(`If ${email} has an account, we have e-mailed it a 6-digit code`)).toBeVisible();
  const field = other.getByLabel("Code from the e-mail");
  await expect(field).toBeFocused();
  await other.screenshot({ path: screenshotPath("account-login-email-code-1440.png") });
  expect(await seriousAxeViolations(other)).toEqual([]);

  await field.fill("12");
  await other.keyboard.press("Enter");
  await expect(other.getByText("Enter the 6-digit code from the e-mail", { exact: true })).toBeVisible();
  // Only the newest code works: this sign-in e-mailed one unless the attack's e-mail is less than a minute old.
  const mail = await waitForMail(email, before + 1).catch(() => waitForMail(email, before));
  const code = /code is (\d{6})/.exec(mail.text)?.[1] ?? "";
  await field.fill(String((Number(code) + 1) % 1_000_000).padStart(6, "0"));
  await other.keyboard.press("Enter");
  await expect(other.getByText("The code is incorrect or has expired; enter the current code")).toBeVisible();
  await field.fill(code);
  await other.keyboard.press("Enter");
  await other.waitForURL((url) => url.pathname === "/profile");
  expect((await fresh.cookies()).find((cookie) => cookie.name === "sf_device")).toMatchObject({ httpOnly: true });
  await fresh.close();
});

import { readFile } from "node:fs/promises";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { signInAs } from "./account-support";
import { at } from "./hosts";
import { fullPageShot, screenshotPath, seriousAxeViolations } from "./support";

const form = (page: Page) => page.getByTestId("profile-form");

test.describe("profile", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test(
    "a visitor is sent to /login; the form shows the catalogue's texts at the field, " +
      "keeps what was typed, and the header follows a save",
    async ({ page }) => {
      await page.goto(at("storyfront.com", "/profile"));
      expect(new URL(page.url()).pathname).toBe("/login");
      await signInAs(page, "manager");
      await page.goto(at("storyfront.com", "/profile"));
      await expect(form(page).getByLabel("First name")).toHaveValue("Milo");
      expect(await seriousAxeViolations(page)).toEqual([]);

      await form(page).getByLabel("First name").fill("   ");
      await form(page).getByLabel("Username").fill("ab");
      await form(page).getByRole("button", { name: "Save" }).click();
      await expect(page.locator("main").getByRole("alert")).toHaveText("Some fields need your attention.");
      await expect(form(page).getByText("value must be at least 1 character")).toBeVisible();
      await expect(form(page).getByText("value must be at least 3 characters")).toBeVisible();
      await expect(form(page).getByLabel("Username")).toHaveValue("ab");
      await expect(page.getByTestId("account-bar").getByTestId("account-name")).toHaveText("Milo");

      await form(page).getByLabel("First name").fill("Miles");
      await form(page).getByLabel("Username").fill("demo-manager");
      await form(page).getByLabel("Disable all notifications").check();
      await form(page).getByRole("button", { name: "Save" }).click();
      await expect(page.getByRole("status").filter({ hasText: "Your profile is saved." })).toBeVisible();
      // The header learns the new name from the session without a reload.
      await expect(page.getByTestId("account-bar").getByTestId("account-name")).toHaveText("Miles");
      await page.reload();
      await expect(form(page).getByLabel("First name")).toHaveValue("Miles");
      await expect(form(page).getByLabel("Disable all notifications")).toBeChecked();
      // Back as it was, for the suites that greet the manager by name.
      await form(page).getByLabel("First name").fill("Milo");
      await form(page).getByRole("button", { name: "Save" }).click();
      await expect(page.getByTestId("account-bar").getByTestId("account-name")).toHaveText("Milo");
    },
  );

  test("a new language is saved, stored in the locale cookie and the profile opens in it", async ({ page, context }) => {
    await page.goto(at("storyfront.com", "/"));
    await signInAs(page, "user");
    await page.goto(at("storyfront.com", "/profile"));
    await form(page).getByLabel("Language").selectOption("de");
    await form(page).getByRole("button", { name: "Save" }).click();
    await page.waitForURL((url) => url.pathname === "/de/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profil" })).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value).toBe("de");
    await form(page).getByLabel("Sprache").selectOption("en");
    await form(page).getByRole("button", { name: "Speichern" }).click();
    await page.waitForURL((url) => url.pathname === "/profile");
  });

  test("screens at 375 and 1440 px on com and ru", async ({ page }) => {
    for (const [host, name] of [
      ["storyfront.com", "com"],
      ["storyfront.ru", "ru"],
    ] as const) {
      await page.goto(at(host, "/"));
      await signInAs(page, "admin");
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(at(host, "/profile"));
        await expect(form(page)).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await fullPageShot(page, screenshotPath(`account-profile-${name}-${width}.png`));
      }
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Профиль");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("leads", () => {
  test("a demo request reaches the list: newest first, searchable, with its form, page, locale and delivery; CSV export", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(at("storyfront.com", "/fr/sales"));
    const email = `lead-${Date.now()}@acme-stories.com`;
    const status = await page.evaluate(
      async (email) =>
        (
          await fetch("/api/lead", {
            method: "POST",
            headers: { "content-type": "application/json", lang: "fr", "Idempotency-Key": `e2e-${Date.now()}` },
            body: JSON.stringify({ kind: "demo", email, name: "Lea Lead", website: "acme-stories.com", page: "/fr/sales" }),
          })
        ).status,
      email,
    );
    expect(status).toBe(201);
    await signInAs(page, "manager");
    await page.goto(at("storyfront.com", "/admin/leads"));
    const first = page.getByTestId("lead-row").first();
    await expect(first).toContainText(email);
    await expect(first).toContainText("Lea Lead");
    await expect(first).toContainText("Demo request");
    await expect(first).toContainText("/fr/sales");
    await expect(first).toContainText("fr");
    await expect(first.getByTestId("lead-delivery")).toHaveText("Not sent (no webhook)");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByLabel("Search by e-mail or company").fill("ACME-STORIES");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByTestId("lead-row")).toHaveCount(1);
    await page.getByLabel("Search by e-mail or company").fill("no-such-company-zz");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByText("Nothing found")).toBeVisible();
    await page.getByLabel("Search by e-mail or company").fill("acme-stories");
    await page.getByRole("button", { name: "Search", exact: true }).click();

    const downloading = page.waitForEvent("download");
    await page.getByRole("link", { name: "Download CSV" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^leads-.*\.csv$/);
    const csv = await readFile((await download.path()) as string, "utf8");
    const lines = csv
      .replace(/^\uFEFF/, "")
      .trim()
      .split("\r\n");
    expect(lines[0]).toContain("email");
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(email);

    for (const [host, name] of [
      ["storyfront.com", "com"],
      ["storyfront.ru", "ru"],
    ] as const) {
      if (name === "ru") {
        await page.goto(at(host, "/"));
        await signInAs(page, "manager");
      }
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(at(host, "/admin/leads"));
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await fullPageShot(page, screenshotPath(`account-leads-${name}-${width}.png`));
      }
    }
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Заявки");
  });
});

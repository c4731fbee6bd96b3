import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { fullPageShot, screenshotPath, seriousAxeViolations } from "./support";

const footer = (page: Page) => page.getByRole("contentinfo");
const languages = (page: Page) => footer(page).getByRole("navigation", { name: /^(Languages|Langues|Sprachen|Idiomas|Языки)$/ });

test.describe("footer", () => {
  test("com in English: columns, legal links and three social links", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(at("storyfront.com"));
    for (const heading of ["Industries", "Features", "Successes", "Resources", "About"]) {
      await expect(footer(page).getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(footer(page).getByRole("link", { name: "Telecom" })).toHaveAttribute("href", "/solutions/telecom");
    await expect(footer(page).getByRole("link", { name: "Case studies" })).toHaveAttribute("href", "/case-studies");
    await expect(footer(page).getByRole("link", { name: "Write for us" })).toHaveAttribute("href", "/write-for-us");
    await expect(footer(page).getByRole("link", { name: "Privacy policy" })).toHaveAttribute("href", "/policy");
    await expect(footer(page).getByRole("link", { name: "Terms of service" })).toHaveAttribute("href", "/terms");
    await expect(footer(page).getByRole("list", { name: "Social networks" }).getByRole("link")).toHaveCount(3);
    await footer(page).scrollIntoViewIfNeeded();
    await fullPageShot(page, screenshotPath("chrome-footer-1440.png"));
    expect(await seriousAxeViolations(page, "footer")).toEqual([]);
  });

  test("ru: no successes, write for us, social links or language switch", async ({ page }) => {
    await page.goto(at("storyfront.ru"));
    await expect(footer(page).getByRole("heading", { name: "Ресурсы" })).toBeVisible();
    await expect(footer(page).getByRole("heading", { name: "Успехи" })).toHaveCount(0);
    await expect(footer(page).getByRole("link", { name: "Пишите для нас" })).toHaveCount(0);
    await expect(footer(page).getByRole("link", { name: "Документация" })).toHaveAttribute("href", "https://docs.storyfront.ru");
    await expect(footer(page).getByRole("list", { name: "Соцсети" })).toHaveCount(0);
    // The consent bar appears once the islands are live, so the switch has had its chance to show.
    await expect(page.getByRole("region", { name: "Согласие на cookie" })).toBeVisible();
    await expect(languages(page)).toHaveCount(0);
  });
});

test.describe("footer sign-up form", () => {
  test("submit stays disabled until the e-mail is valid, then leads to /sales with e-mail and name", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(at("storyfront.com"));
    const form = page.getByRole("form", { name: "Get a demo tailored to your app" });
    const submit = form.getByRole("button", { name: "Request demo" });
    await expect(submit).toBeDisabled();
    await form.getByRole("textbox", { name: "E-mail" }).fill("   ");
    await expect(submit).toBeDisabled();
    await form.getByRole("textbox", { name: "E-mail" }).press("Enter");
    expect(new URL(page.url()).pathname).toBe("/");
    for (const value of ["ana", "ana@shop", "ana@shop.", "ana @shop.io"]) {
      await form.getByRole("textbox", { name: "E-mail" }).fill(value);
      await expect(submit, value).toBeDisabled();
    }
    await form.getByRole("textbox", { name: "Name" }).fill("Ana Lima");
    await form.getByRole("textbox", { name: "E-mail" }).fill("ana@shop.io");
    await expect(submit).toBeEnabled();
    await submit.click();
    await page.waitForURL((url) => url.pathname === "/sales");
    expect(new URL(page.url()).searchParams.get("email")).toBe("ana@shop.io");
    expect(new URL(page.url()).searchParams.get("name")).toBe("Ana Lima");
    await expect(page.getByLabel("Work e-mail")).toHaveValue("ana@shop.io");
    await expect(page.getByLabel("Name")).toHaveValue("Ana Lima");
  });

  test("on /fr it leads to the French sales page", async ({ page }) => {
    await page.goto(at("storyfront.com", "/fr"));
    const form = page.getByRole("form", { name: "Une démo adaptée à votre application" });
    await form.getByRole("textbox", { name: "E-mail" }).fill("jules@atelier.fr");
    await form.getByRole("textbox", { name: "E-mail" }).press("Enter");
    await page.waitForURL((url) => url.pathname === "/fr/sales");
    await expect(page.getByLabel("E-mail professionnel")).toHaveValue("jules@atelier.fr");
  });
});

test.describe("language switch", () => {
  test("links the other com languages at the same route", async ({ page }) => {
    await page.goto(at("storyfront.com"));
    await expect(languages(page).getByRole("link")).toHaveText(["Deutsch", "Français", "Español"]);
    await expect(languages(page).getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr");
    await languages(page).getByRole("link", { name: "Deutsch" }).click();
    await page.waitForURL((url) => url.pathname === "/de");
    await expect(page.locator("html")).toHaveAttribute("lang", "de");
    await expect(languages(page).getByRole("link")).toHaveText(["English", "Français", "Español"]);
    await expect(languages(page).getByRole("link", { name: "English" })).toHaveAttribute("href", "/");
    await page.goto(at("storyfront.com", "/es/sales"));
    await expect(page.getByRole("contentinfo")).toHaveCount(0); // the sales layout has no footer
  });

  test("is hidden on the terms page", async ({ page }) => {
    await page.goto(at("storyfront.com", "/policy"));
    await expect(languages(page).getByRole("link", { name: "Deutsch" })).toHaveAttribute("href", "/de/policy");
    const response = await page.goto(at("storyfront.com", "/terms"));
    expect(response?.status()).toBe(200);
    await expect(footer(page)).toBeVisible();
    await expect(footer(page).getByRole("link", { name: "Privacy policy" })).toBeVisible();
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible();
    await expect(languages(page)).toHaveCount(0);
  });
});

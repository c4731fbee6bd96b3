import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { LandingStack, landingRevalidateSecret } from "./landing-stack";
import { fullPageShot, screenshotPath, seriousAxeViolations } from "./support";
import { stackApiPort, stackPort } from "./ports";

const mainNav = (page: Page) => page.getByRole("navigation", { name: "Main navigation" });

test.describe("landing pages from the API", () => {
  test("Solutions menu, drawer and footer list the API's landings after the content's by short labels; the content wins a clash", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(at("storyfront.com", "/"));
    await mainNav(page).getByRole("button", { name: "Solutions" }).hover();
    const menu = page.locator("#menu-solutions");
    // Each landing under its short label (navLabel), never its long title.
    await expect(menu.getByRole("link", { name: "Story analytics", exact: true })).toHaveAttribute("href", "/solutions/story-analytics");
    await expect(menu.getByRole("link", { name: "Streaming", exact: true })).toHaveAttribute("href", "/solutions/streaming");
    const menuLabels = await menu.getByRole("link").allTextContents();
    expect(menuLabels.filter((label) => label.trim().length > 24)).toEqual([]);
    // The API's landings are topics of their own: each content solution is listed once, under its own name.
    await expect(menu.getByRole("link", { name: "Telecom", exact: true })).toHaveCount(1);
    await expect(menu.getByRole("link", { name: "App stories (UGC)" })).toHaveCount(1);
    await expect(menu.getByRole("link", { name: "User-generated app stories" })).toHaveCount(0);
    await page.screenshot({ path: screenshotPath("landings-solutions-menu-1440.png") });
    const footerFeatures = page.getByRole("contentinfo").getByRole("region", { name: "Features" });
    await expect(footerFeatures.getByRole("link", { name: "Story analytics", exact: true })).toHaveAttribute(
      "href",
      "/solutions/story-analytics",
    );
    await expect(footerFeatures.getByRole("link").last()).toHaveText("Localization");
    const footerIndustries = page.getByRole("contentinfo").getByRole("region", { name: "Industries" });
    for (const column of [footerIndustries, footerFeatures]) {
      const labels = await column.getByRole("link").allTextContents();
      expect(labels.length).toBeGreaterThan(10);
      expect(labels.filter((label) => label.trim().length > 24)).toEqual([]);
    }

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole("button", { name: "Open menu" }).click();
    const drawer = page.getByRole("dialog", { name: "Menu" });
    await drawer.getByRole("button", { name: "Solutions" }).click();
    await expect(drawer.getByRole("link", { name: "Story analytics", exact: true })).toHaveAttribute("href", "/solutions/story-analytics");
    await page.screenshot({ path: screenshotPath("landings-drawer-375.png") });
  });

  test(
    "an API landing answers at /solutions/{slug}, /{slug} and /s/{slug} with its own text, " + "all naming /solutions/{slug} canonical",
    async ({ page }) => {
      for (const path of ["/solutions/story-analytics", "/story-analytics", "/s/story-analytics"]) {
        const response = await page.goto(at("storyfront.com", path));
        expect(response?.status(), path).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Story analytics and reports");
        // Several paragraphs of its own, not a one-sentence page.
        await expect(page.getByText("Every story reports how many people opened it")).toBeVisible();
        await expect(page.getByText("Export any report as CSV")).toBeVisible();
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://storyfront.com/solutions/story-analytics");
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(at("storyfront.com", "/solutions/story-analytics"));
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        await fullPageShot(page, screenshotPath(`landing-from-api-${width}.png`));
      }
      // Solutions are English only (spec §2.3): no API landing under another locale or on ru.
      expect((await page.goto(at("storyfront.com", "/fr/solutions/story-analytics")))?.status()).toBe(404);
    },
  );

  test("a landing published at the API shows up after revalidation, without a rebuild", async ({ page }) => {
    test.setTimeout(240_000);
    const stack = new LandingStack(stackPort(7), stackApiPort(7));
    try {
      await stack.start();
      expect((await page.goto(stack.at("storyfront.com", "/solutions/pet-care")))?.status()).toBe(404);
      await page.goto(stack.at("storyfront.com", "/"));
      await expect(page.getByRole("contentinfo").getByRole("link", { name: "In-app stories for pet care" })).toHaveCount(0);

      stack.publishLanding("pet-care", "industry", "In-app stories for pet care", "Reminders, tips and quizzes for pet owners.");
      // A landing whose slug a content solution has: the content's page, link and label win, once.
      stack.publishLanding("telecom", "industry", "In-app stories for telecom", "Tariff news as stories.");
      const answer = await fetch(stack.at("localhost", "/api/revalidate"), {
        method: "POST",
        headers: { authorization: `Bearer ${landingRevalidateSecret}`, "content-type": "application/json" },
        body: JSON.stringify({ pages: true }),
      });
      expect(answer.status).toBe(200);

      await expect(async () => {
        const response = await page.goto(stack.at("storyfront.com", "/solutions/pet-care"));
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("In-app stories for pet care", { timeout: 1000 });
      }).toPass({ timeout: 30_000 });
      await expect(async () => {
        await page.goto(stack.at("storyfront.com", "/"));
        await expect(page.getByRole("contentinfo").getByRole("link", { name: "In-app stories for pet care" })).toHaveAttribute(
          "href",
          "/solutions/pet-care",
          { timeout: 1000 },
        );
      }).toPass({ timeout: 30_000 });
      const footerIndustries = page.getByRole("contentinfo").getByRole("region", { name: "Industries" });
      await expect(footerIndustries.getByRole("link", { name: "Telecom", exact: true })).toHaveCount(1);
      await expect(page.getByRole("link", { name: "In-app stories for telecom" })).toHaveCount(0);
      await page.goto(stack.at("storyfront.com", "/solutions/telecom"));
      await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("In-app stories for telecom");
    } finally {
      await stack.stop();
    }
  });
});

test.describe("smaller rules", () => {
  test("the sign-up e-mail block on a landing follows the footer's rule and leads to /sales", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto(at("storyfront.com", "/use-cases"));
    const block = page.locator('form[data-block="signupEmail"]');
    const submit = block.getByRole("button", { name: "Get a demo" });
    await expect(submit).toBeDisabled();
    await block.getByLabel("Email").fill("ann@site");
    await expect(submit).toBeDisabled();
    await block.getByLabel("Email").fill("ann@site.com");
    await block.getByLabel("Name").fill("Ann Lee");
    await expect(submit).toBeEnabled();
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath("block-signup-email-1440.png") });
    expect(await seriousAxeViolations(page, 'form[data-block="signupEmail"]')).toEqual([]);
    await submit.click();
    await page.waitForURL((url) => url.pathname === "/sales");
    expect(new URL(page.url()).searchParams.get("email")).toBe("ann@site.com");
    expect(new URL(page.url()).searchParams.get("name")).toBe("Ann Lee");

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(at("storyfront.com", "/use-cases"));
    await page.locator('form[data-block="signupEmail"]').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.screenshot({ path: screenshotPath("block-signup-email-375.png") });
  });

  test("the block gallery shows the sign-up e-mail block", async ({ page }) => {
    // The gallery is served off production only.
    await page.goto(at("dev.storyfront.com", "/blocks"));
    await expect(page.locator('form[data-block="signupEmail"]')).toBeVisible();
  });

  test("/game and /s without an id list their items", async ({ page }) => {
    for (const [path, heading, link] of [
      ["/game", "Games", /^\/game\/story-/],
      ["/s", "Landing pages", /^\/s\/[a-z-]+$/],
    ] as const) {
      for (const [host, name] of [
        ["storyfront.com", "com"],
        ["storyfront.ru", "ru"],
      ] as const) {
        for (const width of [375, 1440]) {
          await page.setViewportSize({ width, height: 900 });
          const response = await page.goto(at(host, path));
          expect(response?.status(), `${host}${path}`).toBe(200);
          await expect(page.getByTestId("api-item-index")).toBeVisible();
          expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
          await fullPageShot(page, screenshotPath(`index${path.replace("/", "-")}-${name}-${width}.png`));
        }
      }
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto(at("storyfront.com", path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      const hrefs = await page
        .getByTestId("api-item-index")
        .getByRole("link")
        .evaluateAll((links) => links.map((a) => a.getAttribute("href") ?? ""));
      expect(hrefs.length).toBeGreaterThan(0);
      for (const href of hrefs) expect(href).toMatch(link);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const first = hrefs[0] as string;
      expect((await page.goto(at("storyfront.com", first)))?.status()).toBe(200);
    }
  });

  test("/enterprise on ru is a Russian page with the form", async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(at("storyfront.ru", "/enterprise"));
      expect(response?.status()).toBe(200);
      await expect(page.locator("html")).toHaveAttribute("lang", "ru");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Истории в масштабе крупной компании");
      await expect(page.getByLabel("Рабочая почта")).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      await fullPageShot(page, screenshotPath(`enterprise-ru-${width}.png`));
    }
    expect(await seriousAxeViolations(page)).toEqual([]);
    const form = page.getByRole("region", { name: "Расскажите о вашем продукте" });
    await form.getByLabel("Имя", { exact: true }).fill("Иван");
    await form.getByLabel("Фамилия").fill("Петров");
    await form.getByLabel("Рабочая почта").fill(`ivan-${Date.now()}@bank-stories.ru`);
    await form.getByLabel("Название продукта").fill("Банк");
    await form.getByLabel("Ссылка на продукт").fill("https://bank-stories.ru");
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Связаться с командой" }).click();
    await expect(page.getByText("Спасибо!")).toBeVisible();
  });
});

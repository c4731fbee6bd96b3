import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { seriousAxeViolations, screenshotPath } from "./support";

const nav = (page: Page) => page.getByRole("navigation", { name: /^(Main navigation|Navigation principale|Основная навигация)$/ });
const solutions = (page: Page) => nav(page).getByRole("button", { name: "Solutions" });
const resources = (page: Page) => nav(page).getByRole("button", { name: "Resources" });
const burger = (page: Page) => page.getByRole("button", { name: /Open menu|Close menu/ });
const drawer = (page: Page) => page.getByRole("dialog", { name: "Menu" });

/** Holds the page's scripts back until the returned function is called: a slow phone, where the header is painted
 * seconds before it hydrates. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/_next/static/chunks/**", async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe("header dropdowns from 1024 px", () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test("hover opens one dropdown at a time and an outside click closes it", async ({ page }) => {
    await page.goto(at("storyfront.com"));
    const header = page.locator("header").first();
    expect((await header.boundingBox())?.height).toBe(70);
    await solutions(page).hover();
    await expect(solutions(page)).toHaveAttribute("aria-expanded", "true");
    const solutionsMenu = page.locator("#menu-solutions");
    await expect(solutionsMenu.getByRole("link", { name: "Fintech" })).toHaveAttribute("href", "/solutions/fintech");
    await expect(solutionsMenu.getByRole("link", { name: "A/B testing" })).toHaveAttribute("href", "/solutions/abtesting");
    await expect(solutionsMenu.getByRole("link", { name: "Enterprise" })).toHaveAttribute("href", "/enterprise");
    await expect(solutionsMenu.getByRole("heading", { name: "Company size" })).toBeVisible();
    await page.screenshot({ path: screenshotPath("chrome-header-solutions-1440.png") });

    await resources(page).hover();
    await expect(resources(page)).toHaveAttribute("aria-expanded", "true");
    await expect(solutions(page)).toHaveAttribute("aria-expanded", "false");
    await expect(solutionsMenu).toBeHidden();

    // A click on the button hover opened keeps it open; clicking outside closes it.
    await resources(page).click();
    await expect(resources(page)).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator("#menu-resources");
    await expect(menu.getByRole("link", { name: "Write for us" })).toHaveAttribute("href", "/write-for-us");
    await expect(menu.getByRole("link", { name: "Documentation" })).toHaveAttribute("href", "https://docs.storyfront.com");
    await expect(menu.getByRole("link", { name: "Growth and retention" })).toHaveAttribute("href", "/blog/category-growth");
    await expect(menu.getByRole("heading", { name: "Latest article" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "archive" })).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.mouse.click(700, 600);
    await expect(menu).toBeHidden();
    await expect(resources(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("the Solutions menu fits a 1440 × 900 and a 1280 × 720 window under both banners, nothing to scroll inside", async ({ page }) => {
    for (const [width, height] of [
      [1440, 900],
      [1280, 720],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto(at("storyfront.com"));
      await expect(page.getByRole("region", { name: "Read Now" })).toBeVisible();
      await solutions(page).click();
      const menu = page.locator("#menu-solutions");
      const links = menu.getByRole("link");
      expect(await links.count()).toBeGreaterThan(10);
      // Fully visible: a link cut off by the window or by a box scrolling inside would intersect less than all of it.
      for (const link of await links.all())
        await expect(link, `${await link.textContent()} at ${width} × ${height}`).toBeInViewport({ ratio: 1 });
      const inner = await menu.evaluate((panel) => panel.scrollHeight - panel.clientHeight);
      expect(inner, `room to scroll inside the menu at ${width} × ${height}`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: screenshotPath(`chrome-header-solutions-${width}x${height}.png`) });
    }
  });

  test("every item stays on one line from 1024 px", async ({ page }) => {
    for (const width of [1024, 1100, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(at("storyfront.com"));
      // The number of distinct line tops of each visible item's text: 1 unless it wraps.
      const lines = await page
        .getByRole("banner")
        .locator("a:visible, button:visible")
        .evaluateAll((nodes) =>
          nodes.map((node) => {
            const tops = new Set<number>();
            const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
            for (let text = walker.nextNode(); text; text = walker.nextNode()) {
              if (!text.textContent?.trim() || text.parentElement?.closest("svg")) continue;
              const range = document.createRange();
              range.selectNodeContents(text);
              for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
            }
            return `${node.textContent?.trim()}: ${tops.size}`;
          }),
        );
      expect(
        lines.filter((line) => !line.endsWith(": 1") && !line.endsWith(": 0")),
        `wrapped at ${width}px`,
      ).toEqual([]);
    }
  });

  test("keyboard: Enter and Space open, Tab walks the menu, Escape closes and returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(at("storyfront.com"));
    await solutions(page).focus();
    await page.keyboard.press("Enter");
    await expect(solutions(page)).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("Tab");
    await expect(page.locator("#menu-solutions a").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(solutions(page)).toHaveAttribute("aria-expanded", "false");
    await expect(solutions(page)).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(resources(page)).toBeFocused();
    await page.keyboard.press("Space");
    await expect(resources(page)).toHaveAttribute("aria-expanded", "true");
    await solutions(page).click();
    await expect(solutions(page)).toHaveAttribute("aria-expanded", "true");
    await expect(resources(page)).toHaveAttribute("aria-expanded", "false");
    await solutions(page).click();
    await expect(solutions(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("a tap opens a menu before the page's scripts arrive, and the menu stays open when React takes over", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto(at("storyfront.com"), { waitUntil: "commit" });
    await solutions(page).click();
    await expect(page.locator("#menu-solutions").getByRole("link", { name: "Fintech" })).toBeVisible();
    await resources(page).click();
    await expect(resources(page)).toHaveAttribute("aria-expanded", "true");
    await expect(page.locator("#menu-solutions")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.locator("#menu-resources")).toBeHidden();
    await solutions(page).click();
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);

    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(solutions(page)).toHaveAttribute("aria-expanded", "true");
    // React's now: its second click closes, hover opens the other one, an outside click closes.
    await solutions(page).click();
    await expect(page.locator("#menu-solutions")).toBeHidden();
    await resources(page).hover();
    await expect(page.locator("#menu-resources")).toBeVisible();
    await page.mouse.click(700, 600);
    await expect(page.locator("#menu-resources")).toBeHidden();
  });

  test("links per variant and language", async ({ page }) => {
    await page.goto(at("storyfront.com"));
    await expect(nav(page).getByRole("link", { name: "Case studies" })).toHaveAttribute("href", "/case-studies");
    await expect(nav(page).getByRole("link", { name: "White papers" })).toHaveAttribute("href", "/white-papers");
    await expect(nav(page).getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
    await expect(page.getByRole("link", { name: "Log in" })).toHaveAttribute("href", "https://console.storyfront.com/auth/signin");
    await expect(page.getByTestId("account-bar").getByRole("link", { name: "Request demo" })).toHaveAttribute("href", "/sales");

    await page.goto(at("storyfront.com", "/fr"));
    await expect(nav(page).getByRole("button", { name: "Solutions" })).toHaveCount(0);
    await expect(nav(page).getByRole("link", { name: "Études de cas" })).toHaveCount(0);
    await expect(nav(page).getByRole("link", { name: "Tarifs" })).toHaveAttribute("href", "/fr/pricing");

    await page.goto(at("storyfront.ru"));
    await expect(nav(page).getByRole("button", { name: "Решения" })).toHaveCount(0);
    await nav(page).getByRole("button", { name: "Ресурсы" }).click();
    const menu = page.locator("#menu-resources");
    await expect(menu.getByRole("link", { name: "Документация" })).toHaveAttribute("href", "https://docs.storyfront.ru");
    await expect(menu.getByRole("link", { name: "Пишите для нас" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Исследования" })).toHaveCount(0);
    await expect(menu.getByRole("link", { name: "Рост и удержание" })).toHaveAttribute("href", "/blog/category-growth");
  });
});

test.describe("side drawer below 1024 px", () => {
  for (const { host, name, subPage, link } of [
    { host: "storyfront.com", name: "com en", subPage: "Solutions", link: "Travel" },
    { host: "storyfront.ru", name: "ru", subPage: "Ресурсы", link: "Рост и удержание" },
  ]) {
    test(`${name}: the drawer opens before hydration with JavaScript delayed, and React takes it over as it is`, async ({ page }) => {
      await page.setViewportSize({ width: 375, height: 800 });
      const release = await holdScripts(page);
      await page.goto(at(host), { waitUntil: "commit" });
      const opened = drawer(page).or(page.getByRole("dialog", { name: "Меню" }));
      const burgerButton = page.locator("header button[aria-controls='side-drawer']");
      // The drawer is in the HTML, hidden: nothing of it shows (nor is it in the accessibility tree) until the tap.
      await expect(page.locator("#side-drawer")).toBeHidden();
      await burgerButton.click();
      await expect(opened).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
      await expect(burgerButton).toHaveAttribute("aria-expanded", "true");
      // Its items, below the header, the first one focused, the page behind not scrolling (under 576 px).
      const items = opened.locator("[data-drawer-page='main']");
      await expect(items.getByRole("link").first()).toBeVisible();
      await expect(items.locator("a[href], button").first()).toBeFocused();
      const headerBox = await page.locator("header").first().boundingBox();
      expect(Math.round((await opened.boundingBox())?.y ?? 0)).toBe(Math.round((headerBox?.y ?? 0) + (headerBox?.height ?? 0)));
      expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
      await page.screenshot({ path: screenshotPath(`chrome-drawer-before-hydration-${host}-375.png`) });
      // A sub-page and back, still before hydration.
      await opened.getByRole("button", { name: subPage }).click();
      await expect(opened.getByRole("link", { name: link })).toBeVisible();
      await opened.getByRole("button", { name: /Back|Назад/ }).click();
      await expect(opened.getByRole("button", { name: subPage })).toBeFocused();
      expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);

      // React takes over the open drawer: it stays open (no flash, no second toggle), then closes as it always does.
      release();
      await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
      await expect(opened).toBeVisible();
      await expect(opened.getByRole("button", { name: subPage })).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
      await page.keyboard.press("Escape");
      await expect(opened).toHaveCount(0);
      await expect(burgerButton).toBeFocused();
      expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
      // The burger (now a close button while open) opens and closes it again, with React.
      await burgerButton.click();
      await expect(opened).toBeVisible();
      await burgerButton.click();
      await expect(opened).toHaveCount(0);
    });
  }

  test("a link in the drawer works before hydration, and a tap taken back before hydration leaves it closed after", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    let release = await holdScripts(page);
    await page.goto(at("storyfront.com"), { waitUntil: "commit" });
    await burger(page).click();
    await burger(page).click();
    await expect(drawer(page)).toHaveCount(0);
    release();
    await page.waitForFunction(() => document.documentElement.hasAttribute("data-hydrated"));
    await expect(drawer(page)).toHaveCount(0);
    await expect(burger(page)).toHaveAttribute("aria-expanded", "false");

    await page.unrouteAll();
    release = await holdScripts(page);
    await page.goto(at("storyfront.com"), { waitUntil: "commit" });
    await burger(page).click();
    await drawer(page).getByRole("link", { name: "Case studies" }).click();
    await page.waitForURL(/\/case-studies$/, { waitUntil: "commit" });
    release();
  });

  test("opens from the burger with sub-pages; Escape closes and returns focus", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(at("storyfront.com"));
    await expect(nav(page)).toBeHidden();
    await burger(page).click();
    await expect(drawer(page)).toBeVisible();
    expect((await drawer(page).boundingBox())?.width).toBe(300);
    // It hangs from the header's bottom edge, below the banners.
    const headerBox = await page.locator("header").first().boundingBox();
    expect(Math.round((await drawer(page).boundingBox())?.y ?? 0)).toBe(Math.round((headerBox?.y ?? 0) + (headerBox?.height ?? 0)));
    expect(headerBox?.y).toBeGreaterThan(0);
    // Scroll lock below 576 px.
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("hidden");
    await page.screenshot({ path: screenshotPath("chrome-drawer-375.png") });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await drawer(page).getByRole("button", { name: "Solutions" }).click();
    await expect(drawer(page).getByRole("heading", { name: "Solutions" })).toBeVisible();
    await expect(drawer(page).getByRole("link", { name: "Travel" })).toHaveAttribute("href", "/solutions/travel");
    expect((await drawer(page).boundingBox())?.width).toBe(375);
    await drawer(page).getByRole("button", { name: "Back" }).click();
    await expect(drawer(page).getByRole("button", { name: "Solutions" })).toBeFocused();
    await drawer(page).getByRole("button", { name: "Resources" }).click();
    await expect(drawer(page).getByRole("link", { name: "Onboarding" })).toHaveAttribute("href", "/blog/category-onboarding");

    await page.keyboard.press("Escape");
    await expect(drawer(page)).toHaveCount(0);
    await expect(burger(page)).toBeFocused();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
  });

  test("backdrop, outside and link clicks close it; the page keeps scrolling from 576 px", async ({ page }) => {
    await page.setViewportSize({ width: 768, height: 900 });
    await page.goto(at("storyfront.com"));
    await burger(page).click();
    await expect(drawer(page)).toBeVisible();
    expect(await page.evaluate(() => document.body.style.overflow)).toBe("");
    await page.getByTestId("drawer-backdrop").click({ position: { x: 50, y: 300 } });
    await expect(drawer(page)).toHaveCount(0);

    await burger(page).click();
    await page.mouse.click(300, 35); // the header bar, outside the drawer
    await expect(drawer(page)).toHaveCount(0);

    await burger(page).click();
    // Keep the visitor on the page so the drawer's own reaction to a link click is what is seen.
    await page.evaluate(() => document.addEventListener("click", (event) => event.preventDefault()));
    await drawer(page).getByRole("link", { name: "Blog" }).click();
    await expect(drawer(page)).toHaveCount(0);
  });

  test("a route change closes it under 768 px only", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(at("storyfront.com"));
    await burger(page).click();
    await page.evaluate(() => window.history.pushState(null, "", "/pricing"));
    await expect(drawer(page)).toHaveCount(0);

    await page.setViewportSize({ width: 800, height: 800 });
    await page.goto(at("storyfront.com"));
    await burger(page).click();
    await page.evaluate(() => window.history.pushState(null, "", "/pricing"));
    await page.waitForTimeout(300);
    await expect(drawer(page)).toBeVisible();
  });

  test("resizing across 1024 px swaps drawer and dropdowns", async ({ page }) => {
    await page.setViewportSize({ width: 1000, height: 800 });
    await page.goto(at("storyfront.com"));
    await burger(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.setViewportSize({ width: 1440, height: 800 });
    await expect(drawer(page)).toHaveCount(0);
    await expect(burger(page)).toBeHidden();
    await solutions(page).click();
    await expect(solutions(page)).toHaveAttribute("aria-expanded", "true");
    await page.setViewportSize({ width: 1000, height: 800 });
    await expect(burger(page)).toBeVisible();
    // Media queries are evaluated once per frame; a person's resize spans frames, so let one pass.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    // The pointer leaves the menu, or the button reappearing under it would open it again by hover.
    await page.mouse.move(700, 600);
    await page.setViewportSize({ width: 1440, height: 800 });
    await expect(solutions(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("no horizontal overflow at 375, 768, 1024 and 1440 px on both variants", async ({ page }) => {
    for (const host of ["storyfront.com", "storyfront.ru"]) {
      for (const width of [375, 768, 1024, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(at(host));
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow, `${host} at ${width}`).toBeLessThanOrEqual(0);
      }
    }
  });
});

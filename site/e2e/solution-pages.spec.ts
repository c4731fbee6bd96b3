// Issue 42: an industry or feature page is as complete as home — a picture beside the title, a partner strip that
// never shows a logo twice at once, reviews from its own industry.
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { screenshotPath, seriousAxeViolations } from "./support";

/** Every industry and feature page, as the solutions index links them. */
async function solutionPaths(page: Page): Promise<string[]> {
  await page.goto(at("storyfront.com", "/solutions"));
  const hrefs = await page
    .locator('main a[href^="/solutions/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs)];
}

/** The intro's picture: an image in the h1's section that is not one of the partner logos. */
const heroPicture = (page: Page) =>
  page.locator("main section", { has: page.getByRole("heading", { level: 1 }) }).locator("img:not(li img)");

/** Sources of the partner logos a visitor sees right now (any part of them), copies of the list included. */
async function logosInView(page: Page): Promise<string[]> {
  const strip = page.getByRole("list", { name: "Partners and customers" }).locator("xpath=..");
  return strip.locator("img").evaluateAll((images) =>
    images.flatMap((image) => {
      const box = image.getBoundingClientRect();
      let left = Math.max(0, box.left);
      let right = Math.min(window.innerWidth, box.right);
      // Clipped by the strip's window (overflow: hidden), however far the loop has moved.
      for (let box = image.parentElement; box; box = box.parentElement) {
        if (getComputedStyle(box).overflowX === "visible") continue;
        const clip = box.getBoundingClientRect();
        left = Math.max(left, clip.left);
        right = Math.min(right, clip.right);
      }
      return right - left > 0 && getComputedStyle(image).visibility !== "hidden" ? [image.getAttribute("src") ?? ""] : [];
    }),
  );
}

for (const width of [375, 1440]) {
  test.describe(`solution pages at ${width} px`, () => {
    test.beforeEach(async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
    });

    test("every industry and feature page has its hero picture, loaded, beside the title on a wide screen", async ({ page }) => {
      const paths = await solutionPaths(page);
      expect(paths.length).toBeGreaterThanOrEqual(20);
      for (const path of paths) {
        await page.goto(at("storyfront.com", path));
        const picture = heroPicture(page);
        await expect(picture, path).toHaveCount(1);
        await expect(picture, path).toBeVisible();
        expect(await picture.getAttribute("alt"), path).toMatch(/\w/);
        expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), path).toBe(true);
        if (width === 1440) {
          const title = await page.getByRole("heading", { level: 1 }).boundingBox();
          const box = await picture.boundingBox();
          expect(box!.x, `${path}: the picture stands right of the title`).toBeGreaterThan(title!.x + title!.width);
          expect(box!.width, path).toBeGreaterThan(400);
        }
      }
    });

    test("the partner strip never shows a logo twice at once, on solution pages and home", async ({ page }) => {
      for (const path of ["/solutions/telecom", "/solutions/fintech", "/solutions/fashion", "/"]) {
        await page.goto(at("storyfront.com", path));
        const seen = await logosInView(page);
        expect(seen.length, path).toBeGreaterThan(0);
        expect(
          seen.filter((src, index) => seen.indexOf(src) !== index),
          `${path}: logos shown twice`,
        ).toEqual([]);
      }
      await page.goto(at("storyfront.com", "/solutions/telecom"));
      await page.screenshot({ path: screenshotPath(`solution-telecom-${width}.png`) });
      expect(await seriousAxeViolations(page)).toEqual([]);
    });

    test("telecom's reviews come from telecom companies", async ({ page }) => {
      await page.goto(at("storyfront.com", "/solutions/telecom"));
      const reviews = page.getByRole("list", { name: "What customers say" });
      await expect(reviews.getByRole("listitem")).toHaveCount(2);
      await expect(reviews).toContainText("Lumen Telecom");
      await expect(reviews).toContainText("Orbit Mobile");
      await expect(reviews).not.toContainText("Northwind Bank");
    });
  });
}

import { expect as baseExpect } from "@playwright/test";
import { test } from "./fixtures";
import { apiPort } from "../playwright.config";
import { NextDevSite } from "./next-dev-site";
import { stackPort } from "./ports";

// The marketer's loop in `next dev`: save → the open page changes by itself; a broken save → the
// validator's message with file:line:column over the page; the fix → the page recovers. No reloads.
// A save's refresh renders the page again in next dev, and the first one after a load compiles its RSC route: a
// second on a quiet machine (bench:reload times it), but 15 s and more beside the rest of `npm test` (a full run failed at
// the default 15 s while the refresh was still on its way). What is asserted is that the page changes by itself.
const expect = baseExpect.configure({ timeout: 60_000 });
const site = new NextDevSite(Number(process.env.E2E_DEV_PORT ?? stackPort(50)), { apiPort });

test.beforeAll(async () => {
  test.setTimeout(180_000);
  await site.start();
});
test.afterAll(() => site.stop());

/** 1-based line and column of the first `needle` in `text`, as editors count. */
function placeOf(text: string, needle: string) {
  const before = text.slice(0, text.indexOf(needle)).split("\n");
  return `${before.length}:${before.at(-1)!.length + 1}`;
}

test("saved content shows in the open page without a reload; broken content shows file:line:column until fixed", async ({ page }) => {
  test.setTimeout(300_000);
  // The first visit compiles the route in next dev.
  await page.goto(site.url("/legal"), { timeout: 240_000 });
  await expect(page.locator("html")).toHaveAttribute("data-content-version", /^\d+$/, { timeout: 60_000 });
  // next dev may reload a page once right after compiling it; the no-reload mark goes on the settled page.
  await page.waitForTimeout(1_000);
  await expect(page.locator("html")).toHaveAttribute("data-content-version", /^\d+$/, { timeout: 60_000 });
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const legal = site.read("legal/legal.mdx");
  const settings = site.read("settings/site.json");

  // An MDX save: front matter and body.
  site.save(
    "legal/legal.mdx",
    legal
      .replace("title: Legal information", "title: Legal notice")
      .replace("Storyfront is a fictional company", "Storyfront is a made-up company"),
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal notice");
  await expect(page.getByText("Storyfront is a made-up company")).toBeVisible();

  // A broken MDX save: a JavaScript expression is refused where it stands; the last good page stays.
  const withExpression = legal.replace("## Contact\n", "## Contact\n\nCall {phone} today.\n");
  site.save("legal/legal.mdx", withExpression);
  const problems = page.getByTestId("content-problems");
  await expect(problems).toContainText(`content/legal/legal.mdx:${placeOf(withExpression, "{phone}")}`);
  await expect(problems).toContainText("{phone}");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal notice");

  // The fix: the message goes and the page shows the fixed file.
  site.save("legal/legal.mdx", legal);
  await expect(problems).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Legal information");

  // A broken JSON save (a missing quote) names its line too, and recovers the same way.
  const brokenJson = settings.replace('"tagline": "In-app', '"tagline": In-app');
  site.save("settings/site.json", brokenJson);
  await expect(problems).toContainText(new RegExp(`content/settings/site\\.json:${placeOf(brokenJson, "In-app").split(":")[0]}:\\d+`));
  site.save("settings/site.json", settings);
  await expect(problems).toBeHidden();

  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
});

test("a landing's rich-text MDX file reloads like the landing itself; a broken one points into the MDX file", async ({ page }) => {
  test.setTimeout(300_000);
  await page.goto(site.url("/use-cases"), { timeout: 240_000 });
  await expect(page.locator("html")).toHaveAttribute("data-content-version", /^\d+$/, { timeout: 60_000 });
  await page.waitForTimeout(1_000);
  await expect(page.locator("html")).toHaveAttribute("data-content-version", /^\d+$/, { timeout: 60_000 });
  await page.evaluate(() => Object.assign(window, { stillTheSamePage: true }));
  const prose = site.read("rich-text/where-to-begin.mdx");

  // The landing's JSON did not change: the page depends on the MDX file it names.
  site.save("rich-text/where-to-begin.mdx", prose.replace("## A first month that works", "## A first month that pays off"));
  await expect(page.getByRole("heading", { level: 2, name: "A first month that pays off" })).toBeVisible();

  const broken = prose.replace("1. **Week 1:**", "1. **Week {1}:**");
  site.save("rich-text/where-to-begin.mdx", broken);
  const problems = page.getByTestId("content-problems");
  await expect(problems).toContainText(`content/rich-text/where-to-begin.mdx:${placeOf(broken, "{1}")}`);
  await expect(page.getByRole("heading", { level: 2, name: "A first month that pays off" })).toBeVisible();

  site.save("rich-text/where-to-begin.mdx", prose);
  await expect(problems).toBeHidden();
  await expect(page.getByRole("heading", { level: 2, name: "A first month that works" })).toBeVisible();
  expect(await page.evaluate(() => "stillTheSamePage" in window)).toBe(true);
});

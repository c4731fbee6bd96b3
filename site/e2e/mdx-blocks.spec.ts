// Long prose in MDX inside landings (a rich-text block naming content/rich-text/*.mdx) and landing blocks
// inside MDX pages (<Block id="…" /> from the front matter's blocks): rendered on the server, so the HTML
// carries them with JavaScript off, and laid out at phone and desktop widths.
import { mkdirSync } from "node:fs";
import { expect, type Locator, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { fullPageShot } from "./support";

const shots = process.env.MDX_SHOTS_DIR ?? "/tmp/shots-mdx";
const caseStudy = "/case-studies/greenbasket-weekly-offers";

test.beforeAll(() => mkdirSync(shots, { recursive: true }));
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "sf_cookie_consent", value: "1", domain: ".storyfront.com", path: "/" }]);
});

/** Whether a comes before b in the document. */
const before = async (a: Locator, b: Locator) =>
  await a.evaluate(
    (first, second) => Boolean(first.compareDocumentPosition(second as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await b.elementHandle(),
  );

async function withoutJavaScript(page: Page, run: (page: Page) => Promise<void>) {
  const context = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  await context.addCookies([{ name: "sf_cookie_consent", value: "1", domain: ".storyfront.com", path: "/" }]);
  const plain = await context.newPage();
  try {
    await run(plain);
  } finally {
    await context.close();
  }
}

test.describe("a landing's rich-text section written in MDX", () => {
  test("is in the server HTML with its headings, list, component and links, JavaScript off", async ({ page }) => {
    await withoutJavaScript(page, async (plain) => {
      expect((await plain.goto(at("storyfront.com", "/use-cases")))?.status()).toBe(200);
      const section = plain.locator("section").filter({ has: plain.getByRole("heading", { name: "Not sure where to begin?" }) });
      await expect(section.getByRole("heading", { level: 2, name: "A first month that works" })).toHaveAttribute(
        "id",
        "a-first-month-that-works",
      );
      await expect(section.locator("ol > li")).toHaveCount(3);
      await expect(section.locator("strong").first()).toHaveText("onboarding");
      await expect(section.getByRole("link", { name: "mobile onboarding guide" })).toHaveAttribute(
        "href",
        "/white-papers/mobile-onboarding",
      );
      await expect(section.locator("aside")).toContainText("Keep it small");
      const button = section.getByRole("link", { name: "Plan your first month with us" });
      await expect(button).toHaveAttribute("href", "/sales");
      // A button link reads as a button: its text colour is not its background's.
      const colours = await button.evaluate((element) => [getComputedStyle(element).color, getComputedStyle(element).backgroundColor]);
      expect(colours[0]).not.toBe(colours[1]);
      // The source's Markdown is rendered, never shown as text.
      await expect(section).not.toContainText("**");
      await expect(section).not.toContainText("<Callout");
    });
  });

  test("the block gallery renders the MDX rich-text fixture through the same MDX renderer", async ({ page }) => {
    await page.goto(at("dev.storyfront.com", "/blocks"));
    const section = page.locator("section").filter({ has: page.getByRole("heading", { name: "Long prose in MDX" }) });
    await expect(section.locator("aside")).toContainText("Our typography components work here too.");
    await expect(section.getByRole("link", { name: "second one" })).toHaveAttribute("href", "/sales");
  });
});

test.describe("landing blocks placed in an MDX case study", () => {
  test("render with the landing renderer where <Block id> stands, in the server HTML, JavaScript off", async ({ page }) => {
    await withoutJavaScript(page, async (plain) => {
      expect((await plain.goto(at("storyfront.com", caseStudy)))?.status()).toBe(200);
      const measured = plain.getByText("Every story was measured");
      const numbers = plain.getByRole("heading", { name: "Eight weeks of weekly offers as stories" });
      const result = plain.getByText("The result: 4x reach");
      const cta = plain.getByRole("heading", { name: "Launch your weekly offer as a story" });
      await expect(numbers).toBeVisible();
      await expect(plain.getByText("shoppers reached compared to push")).toBeVisible();
      expect(await before(measured, numbers)).toBe(true);
      expect(await before(numbers, result)).toBe(true);
      expect(await before(result, cta)).toBe(true);
      await expect(plain.locator("[data-block-id=next-step]").getByRole("link", { name: "Request a demo" })).toHaveAttribute(
        "href",
        "/sales",
      );
      await expect(plain.locator("[data-block-id=next-step]").getByRole("link", { name: "Food retail solutions" })).toHaveAttribute(
        "href",
        "/solutions/food-retail",
      );
      expect(await plain.content()).not.toContain("&lt;Block");
    });
  });
});

test.describe("layout at phone and desktop widths", () => {
  for (const width of [375, 1440]) {
    for (const [name, path, target] of [
      ["use-cases-rich-text", "/use-cases", "Not sure where to begin?"],
      ["case-study-blocks", caseStudy, "Eight weeks of weekly offers as stories"],
    ] as const) {
      test(`${name} at ${width} px: no sideways scrolling, screenshot`, async ({ page }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(at("storyfront.com", path));
        const heading = page.getByRole("heading", { name: target });
        await heading.scrollIntoViewIfNeeded();
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
        if (name === "case-study-blocks") {
          // The placed numbers block keeps its landing look: three cards in a row on desktop, its large figures.
          const cards = page.locator("[data-block-id=results] li");
          const tops = await cards.evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
          expect(new Set(tops).size).toBe(width >= 1024 ? 1 : 3);
          const figureSize = await page
            .locator("[data-block-id=results]")
            .getByText("+15%")
            .evaluate((element) => parseFloat(getComputedStyle(element).fontSize));
          expect(figureSize).toBeGreaterThanOrEqual(32);
        }
        await fullPageShot(page, `${shots}/${name}-com-${width}.png`);
        // The part this spec is about, whole: the rich-text section, or the case study's article with its blocks.
        const part = name === "use-cases-rich-text" ? page.locator("section").filter({ has: heading }) : page.locator("article");
        await part.screenshot({ path: `${shots}/${name}-com-${width}-part.png` });
      });
    }
  }
});

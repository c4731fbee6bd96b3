// Each locale's pages speak its language: on storyfront.ru no heading or paragraph is in Latin script outside
// names (brand, customers, people, units), and a French page's headings and paragraphs are not the English ones.
// Pictures of pricing, FAQ and legal pages at 375 and 1440 px go to .screenshots/ for people to look at.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { fullPageShot, screenshotPath } from "./support";

const content = path.join(import.meta.dirname, "..", "..", "content");
const fieldsOf = (folder: string, field: string) =>
  readdirSync(path.join(content, folder))
    .filter((file) => /^[a-z0-9-]+\.json$/.test(file))
    .map((file) => (JSON.parse(readFileSync(path.join(content, folder, file), "utf8")) as Record<string, unknown>)[field])
    .filter((value): value is string => typeof value === "string");

/** Names that stay as they are in every language; longest first, so "Full HD" goes before "HD". */
const names = [
  ...fieldsOf("logos", "name"),
  ...fieldsOf("reviews", "name"),
  ...fieldsOf("awards", "platform"),
  "Harbor Pay",
  "Mobile Growth Award",
  "Storyfront",
  "Full HD",
  "iOS",
  "Android",
  "SDK",
  "MAU",
  "USD",
  "SLA",
  "A/B",
  // Russian legal texts name them "файлы cookie", as the law does.
  "cookie",
].sort((a, b) => b.length - a.length);

/** Headings and paragraphs of the page's main part, closed FAQ answers and screen-reader texts included. */
const visibleTexts = (page: Page) =>
  page
    .locator("main")
    .locator("h1, h2, h3, p, li, summary, th, td, blockquote, figcaption")
    .evaluateAll((elements) => elements.map((element) => (element.textContent ?? "").replace(/\s+/g, " ").trim()).filter(Boolean));

/** What is left in Latin script once names, e-mail addresses and URLs are taken out. */
function latinWords(text: string): string[] {
  let rest = text.replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  for (const name of names) rest = rest.split(name).join(" ");
  return rest.match(/[A-Za-z]{2,}/g) ?? [];
}

const shot = async (page: Page, name: string) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await fullPageShot(page, screenshotPath(`language-${name}-${width}.png`));
  }
};

test.beforeEach(async ({ context }) => {
  for (const domain of [".storyfront.com", ".storyfront.ru"])
    await context.addCookies([{ name: "sf_cookie_consent", value: "1", domain, path: "/" }]);
});

for (const pathname of ["/", "/pricing", "/faq", "/policy", "/terms", "/offer", "/legal"]) {
  test(`storyfront.ru${pathname} is in Russian: no Latin-script heading or paragraph outside names`, async ({ page }) => {
    expect((await page.goto(at("storyfront.ru", pathname)))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    const texts = await visibleTexts(page);
    expect(texts.length).toBeGreaterThan(3);
    const english = texts.filter((text) => latinWords(text).length > 0);
    expect(english, "texts with Latin-script words").toEqual([]);
    // The rating badges count their reviews in Russian, with the number filled in.
    if (pathname === "/") await expect(page.locator("main")).toContainText("5,0 · отзывов: 44");
    if (pathname !== "/") await shot(page, `ru${pathname.replace(/\W+/g, "-")}`);
  });
}

for (const pathname of ["/pricing", "/faq", "/policy", "/terms"]) {
  test(`storyfront.com/fr${pathname} shows none of the English page's headings and paragraphs`, async ({ page }) => {
    await page.goto(at("storyfront.com", pathname));
    // Sentences only: a name or a short label ("FAQ", "1M+ MAU") may well be the same in French.
    const english = new Set((await visibleTexts(page)).filter((text) => text.split(" ").length >= 3));
    expect(english.size).toBeGreaterThan(2);
    expect((await page.goto(at("storyfront.com", `/fr${pathname}`)))?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    expect((await visibleTexts(page)).filter((text) => english.has(text))).toEqual([]);
    await shot(page, `fr${pathname.replace(/\W+/g, "-")}`);
  });
}

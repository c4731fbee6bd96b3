// Every language is true: a page announced in a locale (sitemap, hreflang, the language switch) shows that
// locale's text throughout, and the ru variant never shows an English page. Read as a crawler reads it:
// server HTML over plain HTTP, JavaScript off.
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { inBatches, plainGet } from "./plain-http";
import { linksOf, sitemapLocations } from "./site-crawl";
import { latinTexts, pageTexts, untranslatedTexts, type PageTexts } from "./visible-language";

const contentDir = path.join(import.meta.dirname, "..", "..", "content");

/** Words of the people's and customers' names in the demo content: a name is not an untranslated text. */
function namesInContent(): Set<string> {
  const names = new Set<string>();
  for (const collection of ["reviews", "logos"]) {
    for (const file of fs.readdirSync(path.join(contentDir, collection))) {
      if (!/^[a-z0-9-]+\.json$/.test(file)) continue;
      const entry = JSON.parse(fs.readFileSync(path.join(contentDir, collection, file), "utf8")) as { name?: string };
      for (const word of entry.name?.split(/[\s,]+/) ?? []) names.add(word.toLowerCase());
    }
  }
  return names;
}

const names = namesInContent();
const origins: Record<string, string> = { "storyfront.com": "https://storyfront.com", "storyfront.ru": "https://storyfront.ru" };

async function sitemapPaths(host: string): Promise<string[]> {
  const sitemap = await plainGet(host, "/sitemap.xml");
  expect(sitemap.status).toBe(200);
  return sitemapLocations(sitemap.body).map((loc) => new URL(loc).pathname);
}

async function read(host: string, pagePath: string): Promise<{ page: PageTexts; hreflang: Record<string, string>; html: string }> {
  const response = await plainGet(host, pagePath);
  expect(response.status, `${host}${pagePath}`).toBe(200);
  const hreflang: Record<string, string> = {};
  for (const [tag] of response.body.matchAll(/<link\s[^>]*hreflang="[^"]+"[^>]*>/gi)) {
    const lang = /hreflang="([^"]+)"/i.exec(tag)?.[1];
    const href = /href="([^"]+)"/.exec(tag)?.[1];
    if (lang && href) hreflang[lang] = href;
  }
  return { page: pageTexts(response.body), hreflang, html: response.body };
}

test.describe("every language is true", () => {
  test.setTimeout(240_000);

  test("the ru variant shows no English page: every page it lists or links is in Russian", async () => {
    const paths = [...new Set(["/", ...(await sitemapPaths("storyfront.ru"))])];
    const problems: string[] = [];
    await inBatches(paths, 6, async (pagePath) => {
      const { page } = await read("storyfront.ru", pagePath);
      if (page.lang !== "ru") problems.push(`${pagePath}: <html lang="${page.lang}">`);
      for (const text of latinTexts(page, names)) problems.push(`${pagePath}: "${text.slice(0, 90)}"`);
    });
    console.log(`ru: ${paths.length} pages read`);
    expect(problems, "English text on storyfront.ru").toEqual([]);
  });

  test("a page announced in fr, de or es is not its English page: headings and paragraphs are translated", async () => {
    const paths = (await sitemapPaths("storyfront.com")).filter((pagePath) => /^\/(fr|de|es)(\/|$)/.test(pagePath));
    expect(paths.length).toBeGreaterThan(0);
    const english = new Map<string, PageTexts>();
    const problems: string[] = [];
    await inBatches(paths, 6, async (pagePath) => {
      const locale = pagePath.split("/")[1] ?? "";
      const { page, hreflang } = await read("storyfront.com", pagePath);
      if (page.lang !== locale) problems.push(`${pagePath}: <html lang="${page.lang}">`);
      const source = hreflang.en ? new URL(hreflang.en).pathname : null;
      if (!source) return problems.push(`${pagePath}: no hreflang="en" alternate`);
      if (!english.has(source)) english.set(source, (await read("storyfront.com", source)).page);
      for (const text of untranslatedTexts(page, english.get(source) as PageTexts, names))
        problems.push(`${pagePath}: "${text.slice(0, 90)}"`);
    });
    console.log(`com: ${paths.length} translated pages read against ${english.size} English pages`);
    expect(problems, "English text on pages announced in another language").toEqual([]);
  });

  test("every hreflang alternate and language-switch link answers 200 with a page in its language", async () => {
    const problems: string[] = [];
    const checked = new Set<string>();
    for (const host of ["storyfront.com", "storyfront.ru"]) {
      const paths = [...new Set(["/", ...(await sitemapPaths(host))])];
      await inBatches(paths, 6, async (pagePath) => {
        const { hreflang, html } = await read(host, pagePath);
        const switchLinks = [...html.matchAll(/<a\s[^>]*hreflang="([a-z]{2})"[^>]*>/gi)].map(([tag, lang]) => [
          lang,
          /href="([^"]+)"/.exec(tag)?.[1],
        ]);
        const targets = [...Object.entries(hreflang).filter(([lang]) => lang !== "x-default"), ...switchLinks];
        for (const [lang, href] of targets) {
          if (!lang || !href) continue;
          const url = new URL(href, origins[host]);
          const key = `${url.host}${url.pathname}`;
          if (checked.has(key)) continue;
          checked.add(key);
          const response = await plainGet(url.host, url.pathname);
          if (response.status !== 200) problems.push(`${host}${pagePath}: ${lang} → ${url.pathname} answers ${response.status}`);
          else if (pageTexts(response.body).lang !== lang)
            problems.push(`${host}${pagePath}: ${lang} → ${url.pathname} is lang="${pageTexts(response.body).lang}"`);
        }
      });
    }
    console.log(`${checked.size} alternate and switch targets checked`);
    expect(checked.size).toBeGreaterThan(10);
    expect(problems).toEqual([]);
  });
});

/** The author's role an article's BlogPosting names (the byline shows the same text). */
const authorRole = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .flatMap(([, text]) => [JSON.parse(text ?? "null") as unknown].flat() as { "@type"?: string; author?: { jobTitle?: string } }[])
    .find((item) => item["@type"] === "BlogPosting")?.author?.jobTitle;

test("an article's byline is in the article's language: the author's role is translated", async () => {
  const problems: string[] = [];
  let bylines = 0;
  const articles = async (host: string, pattern: RegExp) => (await sitemapPaths(host)).filter((pagePath) => pattern.test(pagePath));
  const translated = await articles("storyfront.com", /^\/(fr|de|es)\/blog\/(?!category-|stories$|page-)[^/]+$/);
  await inBatches(translated, 6, async (pagePath) => {
    const { html, hreflang } = await read("storyfront.com", pagePath);
    const role = authorRole(html);
    if (!role) return;
    bylines += 1;
    const english = authorRole((await read("storyfront.com", new URL(hreflang.en ?? pagePath, origins["storyfront.com"]).pathname)).html);
    if (role === english) problems.push(`${pagePath}: role "${role}" as in English`);
    if (!html.includes(`>${role}<`)) problems.push(`${pagePath}: byline does not show "${role}"`);
  });
  const russian = await articles("storyfront.ru", /^\/blog\/(?!category-|stories$|page-)[^/]+$/);
  await inBatches(russian, 6, async (pagePath) => {
    const { html } = await read("storyfront.ru", pagePath);
    const role = authorRole(html);
    if (!role) return;
    bylines += 1;
    if (!/^[а-яё][а-яё\s-]*$/i.test(role)) problems.push(`storyfront.ru${pagePath}: role "${role}"`);
    if (!html.includes(`>${role}<`)) problems.push(`storyfront.ru${pagePath}: byline does not show "${role}"`);
  });
  console.log(`${bylines} bylines read on ${translated.length} translated and ${russian.length} Russian articles`);
  expect(bylines).toBeGreaterThan(10);
  expect(problems).toEqual([]);
});

test("a crawler reading only links finds the same language on every page it reaches from the ru home", async () => {
  const { html } = await read("storyfront.ru", "/");
  const internal = linksOf(html)
    .pages.map((href) => new URL(href, origins["storyfront.ru"]))
    .filter((url) => url.origin === origins["storyfront.ru"] || url.host === "storyfront.ru")
    .map((url) => url.pathname);
  const problems: string[] = [];
  let reached = 0;
  await inBatches([...new Set(internal)], 6, async (pagePath) => {
    const response = await plainGet("storyfront.ru", pagePath);
    if (response.status !== 200) return;
    reached += 1;
    const page = pageTexts(response.body);
    for (const text of latinTexts(page, names)) problems.push(`${pagePath}: "${text.slice(0, 90)}"`);
  });
  // The ru home links its menus, footer and sections: a crawl that reached almost nothing proved nothing.
  expect(reached).toBeGreaterThan(5);
  expect(problems).toEqual([]);
});

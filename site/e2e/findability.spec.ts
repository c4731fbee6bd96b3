// What search engines and link previews read: robots.txt and sitemap.xml per host, hreflang = sitemap
// alternates = the footer's language switch (with JavaScript off), JSON-LD, and PNG social cards.
import { writeFileSync } from "node:fs";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { plainGet } from "./plain-http";
import { sitemapLocations } from "./site-crawl";
import { screenshotPath } from "./support";

const head = (html: string, pattern: RegExp) => [...html.matchAll(pattern)].map((match) => match[1] ?? "");
const hreflangOf = (html: string) =>
  Object.fromEntries(
    [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)].map((match) => [match[1] ?? "", match[2] ?? ""]),
  ) as Record<string, string>;
const jsonLdOf = (html: string) =>
  head(html, /<script type="application\/ld\+json">([\s\S]*?)<\/script>/g).flatMap((text) => [JSON.parse(text)].flat()) as Record<
    string,
    unknown
  >[];
const norm = (url: string) => url.replace(/\/$/, "");

/** The <url> block of one location in a sitemap, with its alternates. */
function sitemapAlternates(xml: string, loc: string): Record<string, string> | null {
  const block = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)]
    .map((match) => match[1] ?? "")
    .find((text) => norm(/<loc>([^<]+)<\/loc>/.exec(text)?.[1] ?? "") === norm(loc));
  if (block === undefined) return null;
  return Object.fromEntries(
    [...block.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((match) => [match[1] ?? "", match[2] ?? ""]),
  ) as Record<string, string>;
}

test.describe("robots.txt and sitemap.xml per host", () => {
  test("production allows crawling and names its sitemap; test and dev hosts disallow everything", async () => {
    for (const host of ["storyfront.com", "storyfront.ru"]) {
      const robots = await plainGet(host, "/robots.txt");
      expect(robots.status).toBe(200);
      expect(robots.body).toContain("Allow: /\n");
      expect(robots.body).toContain(`Sitemap: https://${host}/sitemap.xml`);
    }
    for (const host of ["test.storyfront.com", "dev.storyfront.ru", "localhost"]) {
      expect((await plainGet(host, "/robots.txt")).body).toBe("User-agent: *\nDisallow: /\n");
      expect(sitemapLocations((await plainGet(host, "/sitemap.xml")).body)).toEqual([]);
    }
    expect((await plainGet("www.storyfront.com", "/robots.txt")).status).toBe(403);
  });

  test("the com sitemap lists content and API pages in their locales, and nothing unlisted", async () => {
    const sitemap = await plainGet("storyfront.com", "/sitemap.xml");
    expect(sitemap.headers["content-type"]).toContain("application/xml");
    const locations = sitemapLocations(sitemap.body);
    for (const expected of [
      "https://storyfront.com/",
      "https://storyfront.com/fr",
      "https://storyfront.com/case-studies/case-study-ugc-forkful",
      "https://storyfront.com/solutions/telecom",
      "https://storyfront.com/blog/why-stories-beat-banners",
      "https://storyfront.com/blog/category-analytics",
      "https://storyfront.com/solutions/streaming",
      "https://storyfront.com/solutions/story-analytics",
      "https://storyfront.com/faq",
      "https://storyfront.com/pricing",
      "https://storyfront.com/sales",
    ]) {
      expect(locations, expected).toContain(expected);
    }
    expect(locations.filter((loc) => /\/(quick-demo|invite|prices|blocks|blog\/search)(\/|$)/.test(loc))).toEqual([]);
    // An API landing is listed once, where the menus link (/solutions/{slug}); /s/{id} and /{slug} show it too, unlisted.
    expect(locations.filter((loc) => /^https:\/\/storyfront\.com\/(s\/|streaming$|story-analytics$)/.test(loc))).toEqual([]);
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d\d-\d\dT/);
    // Every listed page answers 200 and is not noindex.
    for (const loc of locations.filter((_, index) => index % 7 === 0)) {
      const response = await plainGet("storyfront.com", new URL(loc).pathname);
      expect(response.status, loc).toBe(200);
      expect(response.headers["x-robots-tag"], loc).toBeUndefined();
    }
  });

  test("the ru sitemap lists only what ru shows", async () => {
    const locations = sitemapLocations((await plainGet("storyfront.ru", "/sitemap.xml")).body);
    expect(locations).toContain("https://storyfront.ru/");
    expect(locations).toContain("https://storyfront.ru/blog");
    expect(locations.filter((loc) => /\/(case-studies|solutions|white-papers|write-for-us)(\/|$)/.test(loc))).toEqual([]);
    // ru has its own enterprise page (issue 13), so it is listed.
    expect(locations).toContain("https://storyfront.ru/enterprise");
    expect(locations.every((loc) => loc.startsWith("https://storyfront.ru/"))).toBe(true);
  });
});

test.describe("every page in a menu is in the sitemap", () => {
  /**
   * Linked from the chrome but deliberately not indexable: the account forms of the sales layout (only /sales
   * itself is listed), which answer noindex. Every other internal link of the menus must be in the sitemap.
   */
  const notIndexable = /^\/(?:(?:fr|de|es)\/)?(?:login|signup|forgot-password|reset-password|quick-demo)$/;
  const homes: [host: string, paths: string[]][] = [
    ["storyfront.com", ["/", "/fr", "/de", "/es"]],
    ["storyfront.ru", ["/"]],
  ];

  for (const [host, paths] of homes) {
    test(`${host}: every link of the header menus, the drawer and the footer is in its sitemap`, async ({ page }) => {
      test.setTimeout(120_000);
      const listed = new Set(sitemapLocations((await plainGet(host, "/sitemap.xml")).body).map(norm));
      const origin = `https://${host}`;
      const hrefs = (selector: string) =>
        page.locator(selector).evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
      const links = new Map<string, string>();
      for (const path of paths) {
        await page.setViewportSize({ width: 1440, height: 900 });
        await page.goto(at(host, path));
        for (const href of await hrefs("header a[href], footer a[href]")) links.set(href, `${path} header or footer`);
        await page.setViewportSize({ width: 375, height: 800 });
        await page.goto(at(host, path));
        // The drawer: its main page, then each subpage (Solutions, Resources) in turn.
        await page.locator('header button[aria-controls="side-drawer"]').click();
        const drawer = page.locator("#side-drawer");
        await expect(drawer.locator("button[data-subpage]").first()).toBeVisible();
        for (const href of await hrefs("#side-drawer a[href]")) links.set(href, `${path} drawer`);
        const subpages = await drawer.locator("button[data-subpage]").count();
        for (let index = 0; index < subpages; index++) {
          await drawer.locator("button[data-subpage]").nth(index).click();
          // Every page of the drawer is in the HTML (hidden but the one shown): the sub-page's own heading and Back.
          await expect(drawer.locator("h2:visible")).toBeVisible();
          for (const href of await hrefs("#side-drawer a[href]")) links.set(href, `${path} drawer`);
          await drawer.locator("[data-drawer-back]:visible").click();
        }
      }
      const internal = [...links].flatMap(([href, where]) => {
        const url = new URL(href, `${origin}/`);
        return url.origin === origin && !href.startsWith("#") ? [{ path: url.pathname, where }] : [];
      });
      expect(internal.length).toBeGreaterThan(10); // the menus were really read (ru has fewer pages)
      const missing = internal.filter(({ path }) => !listed.has(norm(`${origin}${path}`)) && !notIndexable.test(path));
      expect(missing.map(({ path, where }) => `${path} (${where})`)).toEqual([]);
      // The deliberately unlisted ones really ask not to be indexed.
      for (const path of new Set(internal.map(({ path }) => path).filter((path) => notIndexable.test(path)))) {
        expect((await plainGet(host, path)).body, path).toMatch(/<meta name="robots" content="[^"]*noindex/);
      }
    });
  }
});

test.describe("hreflang, sitemap alternates and the language switch agree", () => {
  for (const path of ["/enterprise", "/de/enterprise", "/white-papers/fintech-report", "/blog/why-stories-beat-banners", "/faq"]) {
    test(`${path}, with JavaScript off`, async ({ browser }) => {
      const page = await plainGet("storyfront.com", path);
      expect(page.status).toBe(200);
      const hreflang = hreflangOf(page.body);
      const canonical = /<link rel="canonical" href="([^"]+)"/.exec(page.body)?.[1] ?? "";
      const sitemap = (await plainGet("storyfront.com", "/sitemap.xml")).body;
      const listed = sitemapAlternates(sitemap, canonical);
      expect(listed, `${canonical} in the sitemap`).not.toBeNull();
      expect(Object.fromEntries(Object.entries(listed ?? {}).map(([key, value]) => [key, norm(value)]))).toEqual(
        Object.fromEntries(Object.entries(hreflang).map(([key, value]) => [key, norm(value)])),
      );

      const context = await browser.newContext({ javaScriptEnabled: false });
      const tab = await context.newPage();
      await tab.goto(at("storyfront.com", path));
      const switchLinks = await tab
        .locator("footer nav a[hreflang]")
        .evaluateAll((links) => links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")]));
      await context.close();
      const current = new URL(canonical).pathname;
      const expected = Object.entries(hreflang)
        .filter(([locale, href]) => locale !== "x-default" && norm(new URL(href).pathname) !== norm(current) && locale !== "ru")
        .map(([locale, href]) => [locale, new URL(href).pathname]);
      expect(Object.fromEntries(switchLinks)).toEqual(Object.fromEntries(expected));
    });
  }

  test("every navigation link of the header and footer is in the server HTML", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const tab = await context.newPage();
    await tab.goto(at("storyfront.com", "/fr/pricing"));
    await expect(tab.locator("header a[href='/fr/pricing'], header a[href='/fr/blog']").first()).toBeAttached();
    await expect(tab.locator("footer a[href='/fr/faq']")).toBeAttached();
    await expect(tab.locator("footer nav a[hreflang='en']")).toHaveAttribute("href", "/pricing");
    await context.close();
  });
});

test.describe("a listing with nothing in it in a language", () => {
  const robotsOf = (html: string) => /<meta name="robots" content="([^"]+)"/.exec(html)?.[1] ?? "";

  test("answers 200 with its text and noindex, and no sitemap, hreflang, language switch or tab announces it", async () => {
    for (const [host, path, text] of [
      ["storyfront.com", "/de/blog/stories", "Noch keine Artikel."],
      ["storyfront.com", "/de/blog/category-industry-notes", "Noch keine Artikel."],
      ["storyfront.com", "/fr/press-releases", "Aucun communiqué pour l&#x27;instant."],
      ["storyfront.ru", "/press-releases", "Пресс-релизов пока нет."],
    ] as const) {
      const page = await plainGet(host, path);
      expect(page.status, `${host}${path}`).toBe(200);
      expect(page.body, `${host}${path}`).toContain(text);
      expect(robotsOf(page.body), `${host}${path}`).toBe("noindex, follow");
      // Its canonical stays its own URL: the page is not claimed to be another.
      expect(page.body).toContain(`<link rel="canonical" href="https://${host}${path}"/>`);
      const sitemap = await plainGet(host, "/sitemap.xml");
      expect(sitemapLocations(sitemap.body), `${host} sitemap`).not.toContain(`https://${host}${path}`);
      expect(sitemap.body).not.toContain(`href="https://${host}${path}"`);
    }
    // The filled English pages name no empty translation in hreflang nor in the language switch.
    const stories = await plainGet("storyfront.com", "/blog/stories");
    expect(robotsOf(stories.body)).toBe("");
    expect(Object.keys(hreflangOf(stories.body))).not.toContain("de");
    expect(stories.body).not.toMatch(/<a [^>]*href="\/de\/blog\/stories"/);
    // The German blog's category tabs and toolbar link only what has articles in German.
    const blog = (await plainGet("storyfront.com", "/de/blog")).body;
    expect(blog).not.toContain('href="/de/blog/stories"');
    expect(blog).not.toContain('href="/de/blog/category-industry-notes"');
    expect(blog).toContain('href="/de/blog/category-analytics"');
    expect((await plainGet("storyfront.com", "/blog")).body).toContain('href="/blog/stories"');
  });
});

test.describe("structured data", () => {
  test("Organization and WebSite on home, localized", async () => {
    const data = jsonLdOf((await plainGet("storyfront.com", "/de")).body);
    expect(data.map((item) => item["@type"])).toEqual(expect.arrayContaining(["Organization", "WebSite"]));
    expect(data.find((item) => item["@type"] === "WebSite")).toMatchObject({ inLanguage: "de", url: "https://storyfront.com/de" });
  });

  test("BlogPosting with author, dates and image on an article; BreadcrumbList on nested pages", async () => {
    const data = jsonLdOf((await plainGet("storyfront.com", "/blog/why-stories-beat-banners")).body);
    const posting = data.find((item) => item["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      inLanguage: "en",
      author: expect.objectContaining({ name: expect.any(String) }),
      datePublished: expect.stringMatching(/^\d{4}-/),
      dateModified: expect.stringMatching(/^\d{4}-/),
    });
    expect((posting?.image as string[]).length).toBeGreaterThan(0);
    // What a search engine shows: the article's own headline, absolute image URLs each once, a publisher it can link.
    expect(posting?.headline).not.toMatch(/Storyfront\s*$/);
    expect(posting?.image as string[]).toEqual([...new Set(posting?.image as string[])]);
    for (const image of posting?.image as string[]) expect(image).toMatch(/^https:\/\/storyfront\.com\//);
    expect(posting?.publisher).toMatchObject({
      name: "Storyfront",
      url: "https://storyfront.com/",
      logo: { url: "https://storyfront.com/favicon.svg" },
    });
    const crumbs = data.find((item) => item["@type"] === "BreadcrumbList") as
      { itemListElement: { name: string; item: string }[] } | undefined;
    expect(crumbs?.itemListElement.map((entry) => entry.item)).toEqual([
      "https://storyfront.com/",
      "https://storyfront.com/blog",
      "https://storyfront.com/blog/why-stories-beat-banners",
    ]);
    const press = jsonLdOf((await plainGet("storyfront.com", "/press-releases/storyfront-launches-web-sdk")).body);
    expect(press.map((item) => item["@type"])).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
  });

  test("FAQPage on /faq and the tariffs as USD offers on /pricing", async () => {
    const faq = jsonLdOf((await plainGet("storyfront.com", "/faq")).body).find((item) => item["@type"] === "FAQPage") as
      { mainEntity: { name: string; acceptedAnswer: { text: string } }[] } | undefined;
    expect(faq?.mainEntity.length).toBeGreaterThan(3);
    expect(faq?.mainEntity[0]?.acceptedAnswer.text.length).toBeGreaterThan(10);
    const pricing = jsonLdOf((await plainGet("storyfront.com", "/pricing")).body).find(
      (item) => item["@type"] === "SoftwareApplication",
    ) as { offers: { priceCurrency: string; price?: number }[] } | undefined;
    expect(pricing?.offers.length).toBeGreaterThan(1);
    expect(pricing?.offers.every((offer) => offer.priceCurrency === "USD")).toBe(true);
    expect(pricing?.offers.some((offer) => typeof offer.price === "number" && offer.price > 0)).toBe(true);
  });
});

test.describe("social cards", () => {
  test("og:image and twitter:card point to a 1200×630 PNG with the page's title; no SVG og:image", async () => {
    for (const [host, path, card] of [
      ["storyfront.com", "/fr/enterprise", "/social-card/fr/enterprise.png"],
      ["storyfront.ru", "/", "/social-card/ru.png"],
      ["storyfront.com", "/blog/why-stories-beat-banners", "/social-card/en/blog/why-stories-beat-banners.png"],
    ] as const) {
      const html = (await plainGet(host, path)).body;
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? "";
      expect(ogImage).toBe(`https://${host}${card}`);
      expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
      expect(html).not.toMatch(/og:image" content="[^"]+\.svg"/);
      const response = await plainGet(host, card);
      expect(response.status).toBe(200);
      expect(response.headers["content-type"]).toBe("image/png");
      const png = response.bytes;
      expect(png.subarray(1, 4).toString("latin1")).toBe("PNG");
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      writeFileSync(screenshotPath(`social-card-${host}${path.replace(/\//g, "_")}.png`), png);
    }
  });
});

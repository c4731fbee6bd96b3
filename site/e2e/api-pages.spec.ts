// API-backed pages on both variants against the real API with its demo data (the shared webServer).
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { seriousAxeViolations } from "./support";

async function expectNoSeriousAxeViolations(page: Page) {
  expect(await seriousAxeViolations(page)).toEqual([]);
}

const cards = (page: Page) => page.locator("main article");

test.describe("blog list", () => {
  test("com: cards with image, title, tags, date and views, and pagination from the headers", async ({ page }) => {
    const response = await page.goto(at("storyfront.com", "/blog"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
    await expect(cards(page)).toHaveCount(9);
    const first = cards(page).first();
    await expect(first.getByRole("heading", { name: "Why stories beat static banners inside apps" })).toBeVisible();
    await expect(first.locator("time")).toHaveText("November 16, 2026");
    await expect(first.getByText(/^\d+ views$/)).toBeVisible();
    await expect(first.getByRole("list", { name: "Tags" })).toHaveText(/Stories\s*Retention/);
    await expect(first.locator("img")).toHaveAttribute("src", "/media/blog/cover-01.svg");

    // 42 English posts, 9 a page: 5 pages.
    const pages = page.getByRole("navigation", { name: "Pages" });
    await expect(pages.getByRole("link", { name: "Page 1 of 5" })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/blog\/page-2$/);
    await expect(pages.getByRole("link", { name: "Page 2 of 5" })).toHaveAttribute("aria-current", "page");
    await expect(cards(page)).toHaveCount(9);
    await page.getByRole("navigation", { name: "Pages" }).getByRole("link", { name: "Page 5 of 5" }).click();
    await expect(cards(page)).toHaveCount(42 - 4 * 9);
    await expect(page.getByRole("link", { name: "Next page" })).toHaveCount(0);
    expect((await page.goto(at("storyfront.com", "/blog/page-6")))?.status()).toBe(404);
    await page.goto(at("storyfront.com", "/blog"));
    await expectNoSeriousAxeViolations(page);
  });

  test("categories filter the list, by slug or id; untitled categories are not offered", async ({ page }) => {
    await page.goto(at("storyfront.com", "/blog"));
    const categories = page.getByRole("navigation", { name: "Categories" });
    await expect(categories.getByRole("link")).toHaveCount(8);
    await categories.getByRole("link", { name: "Growth and retention" }).click();
    await expect(page).toHaveURL(/\/blog\/category-growth$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Growth and retention: articles");
    await expect(cards(page)).toHaveCount(6);
    await expect(categories.getByRole("link", { name: "Growth and retention" })).toHaveAttribute("aria-current", "page");
    await page.goto(at("storyfront.com", "/blog/category-2"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Growth and retention: articles");
    expect((await page.goto(at("storyfront.com", "/blog/category-no-such-category")))?.status()).toBe(404);
  });

  test("ru: Russian posts with Russian dates, no pagination for one page", async ({ page }) => {
    const response = await page.goto(at("storyfront.ru", "/blog"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Блог" })).toBeVisible();
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first().locator("time")).toHaveText("7 ноября 2026 г.");
    await expect(
      cards(page)
        .first()
        .getByText(/просмотр/),
    ).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Страницы" })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("fr: only the posts translated to French, under /fr", async ({ page }) => {
    await page.goto(at("storyfront.com", "/fr/blog"));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(cards(page)).toHaveCount(6);
    await expect(cards(page).first().getByRole("link")).toHaveAttribute("href", /^\/fr\/blog\//);
    await expect(cards(page).first().locator("time")).toContainText("2026");
  });
});

test.describe("blog article", () => {
  test("author, image variants, tags, SEO fields, recommended articles, neighbours", async ({ page }) => {
    const response = await page.goto(at("storyfront.com", "/blog/why-stories-beat-banners"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Why stories beat static banners inside apps");
    await expect(page.getByText("Nora Quill")).toBeVisible();
    await expect(page.locator("main time").first()).toHaveText("November 16, 2026");
    await expect(page.locator("main picture source")).toHaveCount(2);
    await expect(page.getByRole("heading", { level: 2, name: "The key point" })).toBeVisible();
    await expect(page.getByRole("list", { name: "Tags" }).first()).toContainText("Retention");
    await expect(page).toHaveTitle("Why stories beat static banners inside apps | Storyfront");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Tap-through formats/);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", "in-app stories, mobile marketing");
    const recommended = page.getByRole("region", { name: "Recommended articles" });
    await expect(recommended.locator("article")).toHaveCount(3);
    await expect(page.getByRole("link", { name: /Publishing your first story/ })).toHaveAttribute("rel", "prev");
    await expectNoSeriousAxeViolations(page);
  });

  test("the route-to-locale map: hreflang links only for languages the page has", async ({ page }) => {
    await page.goto(at("storyfront.com", "/blog/why-stories-beat-banners"));
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveAttribute("href", /\/fr\/blog\/why-stories-beat-banners$/);
    // The footer's language switch gets the same map.
    const switcher = page.getByRole("navigation", { name: "Languages" });
    await expect(switcher.getByRole("link", { name: "Français" })).toHaveAttribute("href", "/fr/blog/why-stories-beat-banners");
    await page.goto(at("storyfront.com", "/blog/first-story-in-an-afternoon"));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(1);
    // Hydrated (the switch appears only then), yet no other language is offered.
    await page.waitForLoadState("networkidle");
    await expect(page.locator("main [data-views]")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Languages" })).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="fr"]')).toHaveCount(0);
    // A page missing in a language is not found there.
    expect((await page.goto(at("storyfront.com", "/fr/blog/first-story-in-an-afternoon")))?.status()).toBe(404);
    await page.goto(at("storyfront.com", "/fr/blog/why-stories-beat-banners"));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pourquoi les stories battent les bannières");
  });

  test("the read event is sent once after reading; the count moves once and the page is marked read", async ({ page }) => {
    await page.goto(at("storyfront.com", "/blog/quizzes-that-teach"));
    const views = page.locator("main [data-views]");
    const before = Number(await views.getAttribute("data-views"));
    await expect(views).toHaveAttribute("data-read", "false");
    const reads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/page-read/")) reads.push(request.url());
    });
    await page.locator("[data-read-sentinel]").scrollIntoViewIfNeeded();
    await expect(views).toHaveAttribute("data-read", "true");
    await expect(views).toHaveAttribute("data-views", String(before + 1));
    await expect(views).toContainText(`${before + 1} views · Read`);
    await page.mouse.wheel(0, -2000);
    await page.locator("[data-read-sentinel]").scrollIntoViewIfNeeded();
    expect(reads).toHaveLength(1);

    // Same visitor again: the API counts a client id once.
    await page.reload();
    await page.locator("[data-read-sentinel]").scrollIntoViewIfNeeded();
    await expect(views).toHaveAttribute("data-read", "true");
    await expect(views).toHaveAttribute("data-views", String(before + 1));
  });

  test("ru: a Russian article with Russian date and views; English-only pages are not found there", async ({ page }) => {
    const response = await page.goto(at("storyfront.ru", "/blog/istorii-v-prilozhenii"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Истории в приложении: с чего начать");
    await expect(page.locator("main time").first()).toHaveText("7 ноября 2026 г.");
    await expect(page.locator("main [data-views]")).toContainText("просмотр");
    await expect(page.getByRole("link", { name: "← Назад в блог" })).toHaveAttribute("href", "/blog");
    expect((await page.goto(at("storyfront.ru", "/blog/why-stories-beat-banners")))?.status()).toBe(404);
  });

  test("an unknown article is a 404", async ({ page }) => {
    const response = await page.goto(at("storyfront.com", "/blog/no-such-article"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
  });
});

test.describe("blog search", () => {
  test("results arrive as the visitor types, the query goes to the URL, Nothing found when empty", async ({ page }) => {
    await page.goto(at("storyfront.com", "/blog/search"));
    const box = page.getByRole("searchbox", { name: "Search the blog" });
    await box.fill("onboarding");
    await expect(page.getByText("4 articles found")).toBeVisible();
    await expect(cards(page)).toHaveCount(4);
    await expect(page).toHaveURL(/\?q=onboarding$/);
    await box.fill("zzqx no such words");
    await expect(page.getByText("Nothing found")).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
  });

  test("a query in the URL is searched on arrival, on ru too", async ({ page }) => {
    await page.goto(at("storyfront.com", "/blog/search?q=quiz"));
    await expect(page.getByRole("searchbox")).toHaveValue("quiz");
    await expect(cards(page).first()).toBeVisible();
    await page.goto(at("storyfront.ru", "/blog/search?q=zzqx"));
    await expect(page.getByText("Ничего не найдено")).toBeVisible();
  });

  test("a search that fails says so in the page's language, not Nothing found, and the next one works", async ({ page }) => {
    await page.goto(at("storyfront.com", "/fr/blog/search"));
    // The visitor's connection drops for the search calls only.
    await page.route("**/api/blog-search**", (route) => route.abort("internetdisconnected"));
    const box = page.getByRole("searchbox");
    await box.fill("onboarding");
    await expect(page.getByRole("main").getByRole("alert")).toHaveText("Erreur lors du chargement des données");
    await expect(page.getByText("Aucun résultat")).toHaveCount(0);
    await page.unroute("**/api/blog-search**");
    await box.fill("zzqx no such words");
    await expect(page.getByText("Aucun résultat")).toBeVisible();
    await expect(page.getByRole("main").getByRole("alert")).toHaveCount(0);
  });
});

test.describe("web stories and press releases", () => {
  test("stories list in editorial order, each opening its page", async ({ page }) => {
    await page.goto(at("storyfront.com", "/blog/stories"));
    const stories = page.locator("main li a");
    await expect(stories).toHaveCount(6);
    await expect(stories.first()).toContainText("Five onboarding tips in five slides");
    await stories.first().click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Five onboarding tips in five slides");
  });

  test("ru: the stories page says when there are none in Russian", async ({ page }) => {
    const response = await page.goto(at("storyfront.ru", "/blog/stories"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Веб-сторис" })).toBeVisible();
    await expect(page.getByText("Статей пока нет.")).toBeVisible();
  });

  test("press releases list and item on com; an empty list on ru", async ({ page }) => {
    const response = await page.goto(at("storyfront.com", "/press-releases"));
    expect(response?.status()).toBe(200);
    await expect(cards(page)).toHaveCount(4);
    await cards(page).first().getByRole("link").click();
    await expect(page).toHaveURL(/\/press-releases\/storyfront-launches-web-sdk$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Storyfront launches a web SDK for stories");
    await expect(page.getByRole("link", { name: "← All press releases" })).toHaveAttribute("href", "/press-releases");
    await page.goto(at("storyfront.ru", "/press-releases"));
    await expect(page.getByRole("heading", { level: 1, name: "Пресс-релизы" })).toBeVisible();
    await expect(page.getByText("Пресс-релизов пока нет.")).toBeVisible();
    expect((await page.goto(at("storyfront.com", "/press-releases/why-stories-beat-banners")))?.status()).toBe(404);
  });
});

test.describe("game and short items", () => {
  test("a game page and a short item from the API; without a configured project there are no story styles", async ({ page }) => {
    const response = await page.goto(at("storyfront.com", "/game/story-ab-test-basics"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "A/B test basics" })).toBeVisible();
    await expect(page.locator("style[data-project-styles]")).toHaveCount(0);
    await page.goto(at("storyfront.com", "/s/storyfront-adds-mini-games"));
    await expect(page.getByRole("heading", { level: 1, name: "Mini-games arrive in the Storyfront editor" })).toBeVisible();
    expect((await page.goto(at("storyfront.ru", "/game/no-such-game")))?.status()).toBe(404);
  });
});

test.describe("older landing layout", () => {
  test("a short item (an API landing) keeps visitors on the path to /sales: logo and demo button, no menus", async ({ page }) => {
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(at("storyfront.com", "/s/storyfront-adds-mini-games"));
      const header = page.getByRole("banner");
      await expect(header.getByRole("link", { name: "Request demo" })).toHaveAttribute("href", "/sales");
      await expect(header.getByRole("button", { name: /Solutions|Resources|menu/i })).toHaveCount(0);
      await expect(header.getByRole("link", { name: "Blog" })).toHaveCount(0);
      await expect(page.getByRole("contentinfo")).toBeVisible();
      expect(await seriousAxeViolations(page)).toEqual([]);
    }
  });
});

test.describe("pricing", () => {
  test("com: tariffs from the API, trial offer, USD, MAU tiers and explanation, add-ons, FAQ", async ({ page }) => {
    const response = await page.goto(at("storyfront.com", "/pricing"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 3, name: "Below 100K MAU" })).toBeVisible();
    await expect(page.getByText("$599/mo").first()).toBeVisible();
    await expect(page.getByText("On request").first()).toBeVisible();
    const featured = page.locator('main article[data-featured="true"]');
    await expect(featured).toHaveCount(1);
    await expect(featured).toContainText("Most popular");
    await expect(featured).toContainText("Below 250K MAU");
    await expect(featured.getByRole("link", { name: "Start free trial" })).toHaveAttribute("href", "/sales");
    await expect(page.getByRole("heading", { level: 3, name: /MAU$/ })).toHaveCount(4);
    await expect(page.getByText("1 month (30 days) free")).toBeVisible();
    await expect(page.getByText("No credit card required")).toBeVisible();
    await expect(page.getByText("The trial starts only after your first story is published")).toBeVisible();
    await expect(page.getByText("Prices in US dollars (USD), billed monthly.")).toBeVisible();
    await expect(page.getByRole("table")).toContainText("Below 500K MAU");
    await expect(page.getByRole("heading", { name: "What is MAU?" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Add-ons" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 3, name: "Games inside stories" })).toBeVisible();
    const question = page.getByText("What is a monthly active user?");
    await question.click();
    await expect(page.getByText(/onboarding stories included/).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test("ru and /prices: the same page, Russian interface", async ({ page }) => {
    await page.goto(at("storyfront.ru", "/pricing"));
    await expect(page.getByText("Популярный")).toBeVisible();
    await expect(page.getByText("Без банковской карты")).toBeVisible();
    // The tariff cards too: the API answers their texts in the page's language.
    await expect(page.locator('main article[data-featured="true"]')).toContainText("До 250 тыс. MAU");
    await expect(page.locator('main article[data-featured="true"]').getByRole("link", { name: "Начать бесплатный период" })).toBeVisible();
    const response = await page.goto(at("storyfront.com", "/prices"));
    expect(response?.status()).toBe(200);
    await expect(page.locator('main article[data-featured="true"]')).toContainText("Below 250K MAU");
  });

  test("in sales-team mode /prices is replaced by the localised /sales", async ({ browser }) => {
    const context = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": "203.0.113.9" } });
    const page = await context.newPage();
    await page.goto(at("storyfront.com", "/fr/prices"));
    await expect(page).toHaveURL(/\/fr\/sales$/);
    await context.close();
  });
});

test.describe("narrow screens", () => {
  for (const path of [
    "/blog",
    "/blog/why-stories-beat-banners",
    "/blog/search?q=onboarding",
    "/blog/stories",
    "/pricing",
    "/press-releases",
  ]) {
    test(`${path} has no horizontal overflow at 320 px`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      await page.goto(at("storyfront.com", path));
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    });
  }
});

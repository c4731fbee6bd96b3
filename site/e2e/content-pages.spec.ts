import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { fullPageShot, screenshotPath, seriousAxeViolations } from "./support";

const caseStudy = "case-study-onboarding-northwind-bank";
const widths = [375, 768, 1024, 1440];

// Every content page, where it exists: host, visible path and the h1 its content gives.
const pages = [
  { host: "storyfront.com", path: "/", h1: /In-app stories\s*that people finish/ },
  { host: "storyfront.com", path: "/fr", h1: /Des stories dans votre app/ },
  { host: "storyfront.ru", path: "/", h1: /Сторис в приложении/ },
  { host: "storyfront.com", path: "/solutions", h1: /Solutions/ },
  { host: "storyfront.com", path: "/solutions/fintech", h1: /Stories that explain\s*financial products/ },
  { host: "storyfront.com", path: "/enterprise", h1: /Stories at enterprise scale/ },
  { host: "storyfront.com", path: "/de/enterprise", h1: /./ },
  { host: "storyfront.com", path: "/use-cases", h1: /What teams build\s*with in-app stories/ },
  { host: "storyfront.com", path: "/case-studies", h1: /Case studies/ },
  { host: "storyfront.com", path: `/case-studies/${caseStudy}`, h1: /Northwind Bank turns onboarding into a story/ },
  { host: "storyfront.com", path: "/white-papers", h1: /White papers and guides/ },
  { host: "storyfront.com", path: "/white-papers/fintech-report", h1: /Fintech report/ },
  { host: "storyfront.com", path: "/faq", h1: /Frequently asked questions/ },
  { host: "storyfront.com", path: "/legal", h1: /./ },
  { host: "storyfront.com", path: "/policy", h1: /./ },
  { host: "storyfront.com", path: "/terms", h1: /Terms of service/ },
  { host: "storyfront.com", path: "/es/terms", h1: /Términos del servicio/ },
  { host: "storyfront.com", path: "/offer", h1: /./ },
  { host: "dev.storyfront.com", path: "/builder/demo", h1: /Stories for\s*subscription apps/ },
];

// The cookie consent bar floats over the page bottom; tests that click accept it first, as a visitor would.
test.beforeEach(async ({ context }) => {
  await context.addCookies([{ name: "sf_cookie_consent", value: "1", domain: ".storyfront.com", path: "/" }]);
});

const screenshotName = (host: string, path: string, width: number) =>
  screenshotPath(`content-${host.replace(/\W+/g, "-")}${path.replace(/\W+/g, "-") || "-home"}-${width}.png`);

async function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

test.describe("content pages render from content files", () => {
  for (const { host, path, h1 } of pages) {
    test(`${host}${path}: 200, its h1, no overflow at ${widths.join("/")} px, no serious axe violations`, async ({ page }) => {
      const response = await page.goto(at(host, path));
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(h1);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 900 });
        expect(await horizontalOverflow(page), `${path} at ${width}px`).toBeLessThanOrEqual(0);
        if (width === 375 || width === 1440) await fullPageShot(page, screenshotName(host, path, width));
      }
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test.describe("metadata", () => {
  test("home: the content's title and description, canonical and the locales that have a file", async ({ page }) => {
    await page.goto(at("storyfront.com", "/fr"));
    await expect(page).toHaveTitle("Storyfront | Stories intégrées aux apps mobiles et web");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /Gratuit 30 jours/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://storyfront.com/fr");
    const alternates = await page
      .locator('link[rel="alternate"][hreflang]')
      .evaluateAll((links) => Object.fromEntries(links.map((link) => [link.getAttribute("hreflang"), link.getAttribute("href")])));
    expect(alternates).toEqual({
      // Next writes the root URL without its trailing slash.
      en: "https://storyfront.com",
      fr: "https://storyfront.com/fr",
      de: "https://storyfront.com/de",
      es: "https://storyfront.com/es",
      "x-default": "https://storyfront.com",
    });
  });

  test("an English-only page has its canonical and no language alternates", async ({ page }) => {
    await page.goto(at("storyfront.com", "/use-cases"));
    await expect(page).toHaveTitle("Use cases | Storyfront");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://storyfront.com/use-cases");
    await expect(page.locator('link[rel="alternate"][hreflang]')).toHaveCount(0);
  });

  test("/{slug} shows a solutions landing whose canonical is /solutions/{slug}", async ({ page }) => {
    expect((await page.goto(at("storyfront.com", "/fintech")))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Stories that explain/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://storyfront.com/solutions/fintech");
  });

  test("the ru home is canonical on the ru domain", async ({ page }) => {
    await page.goto(at("storyfront.ru"));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://storyfront.ru");
  });
});

test.describe("language switch", () => {
  const languageLinks = (page: Page) =>
    page
      .getByRole("navigation", { name: "Languages" })
      .getByRole("link")
      .evaluateAll((links) => links.map((link) => `${link.textContent} ${link.getAttribute("href")}`));

  test("offers the locales a content page has a file in, at their paths", async ({ page }) => {
    await page.goto(at("storyfront.com", "/enterprise"));
    await expect(page.getByRole("navigation", { name: "Languages" })).toBeVisible();
    expect(await languageLinks(page)).toEqual(["Deutsch /de/enterprise", "Français /fr/enterprise", "Español /es/enterprise"]);
    await page.goto(at("storyfront.com", "/de/white-papers/fintech-report"));
    await expect(page.getByRole("navigation", { name: "Sprachen" })).toBeVisible();
    expect(
      await page
        .getByRole("navigation", { name: "Sprachen" })
        .getByRole("link")
        .evaluateAll((links) => links.map((link) => link.getAttribute("href"))),
    ).toEqual(["/white-papers/fintech-report"]);
  });

  test("is not shown on a page that exists in English only", async ({ page }) => {
    // The switch is computed after hydration: let the page's scripts load and run before looking.
    await page.goto(at("storyfront.com", "/use-cases"), { waitUntil: "networkidle" });
    await expect(page.getByRole("navigation", { name: "Languages" })).toHaveCount(0);
  });
});

test.describe("where pages do not exist", () => {
  const missing: [string, string][] = [
    ["storyfront.com", "/fr/solutions/fintech"],
    ["storyfront.com", "/de/solutions"],
    ["storyfront.ru", "/solutions"],
    ["storyfront.com", "/solutions/no-such-industry"],
    ["storyfront.com", "/no-such-landing"],
    ["storyfront.com", "/de/case-studies"],
    ["storyfront.com", `/es/case-studies/${caseStudy}`],
    ["storyfront.com", "/case-studies/no-such-study"],
    ["storyfront.com", "/fr/use-cases"],
    ["storyfront.ru", "/case-studies"],
    ["storyfront.ru", "/solutions/fintech"],
    ["storyfront.ru", "/white-papers"],
    ["storyfront.com", "/blocks"],
  ];
  for (const [host, path] of missing) {
    test(`${host}${path} is a 404`, async ({ page }) => {
      const response = await page.goto(at(host, path));
      expect(response?.status()).toBe(404);
    });
  }
});

test.describe("content links and media", () => {
  test("content images are served from /media with their type and a cache lifetime", async ({ page }) => {
    const response = await page.goto(at("storyfront.com", "/media/brand/storyfront-logo.svg"));
    expect(response?.status()).toBe(200);
    expect(response?.headers()["content-type"]).toBe("image/svg+xml");
    expect(response?.headers()["cache-control"]).toContain("max-age=604800");
    expect((await page.goto(at("storyfront.com", "/media/brand/no-such-file.svg")))?.status()).toBe(404);
  });

  test("every content image on the home page loads", async ({ page }) => {
    await page.goto(at("storyfront.com"));
    await page.evaluate(() => document.querySelectorAll("main img").forEach((img) => ((img as HTMLImageElement).loading = "eager")));
    await expect
      .poll(() =>
        page
          .locator("main img")
          .evaluateAll(
            (images) => images.filter((img) => !(img as HTMLImageElement).complete || (img as HTMLImageElement).naturalWidth === 0).length,
          ),
      )
      .toBe(0);
  });

  test("the solutions index links every industry and feature page", async ({ page }) => {
    await page.goto(at("storyfront.com", "/solutions"));
    await expect(page.getByRole("main").getByRole("heading", { level: 2, name: "Industries" })).toBeVisible();
    await expect(page.locator('main a[href^="/solutions/"]')).toHaveCount(20);
    await page.getByRole("link", { name: "Stories that explain financial products" }).click();
    await expect(page).toHaveURL(/\/solutions\/fintech$/);
  });

  test("a case-study card leads to its page", async ({ page }) => {
    await page.goto(at("storyfront.com", "/case-studies"));
    await page.getByRole("link", { name: "Read the case study: Northwind Bank" }).click();
    await expect(page).toHaveURL(new RegExp(`/case-studies/${caseStudy}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Northwind Bank/);
  });

  test("FAQ answers open and close without JavaScript", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(at("storyfront.com", "/faq"));
    const question = page.getByText("How long does integration take?");
    const answer = page.getByText(/Usually about 2 weeks/);
    await expect(answer).toBeHidden();
    await question.click();
    await expect(answer).toBeVisible();
    await context.close();
  });

  test("a white paper linked in French shows the English original", async ({ page }) => {
    expect((await page.goto(at("storyfront.com", "/fr/white-papers/mobile-onboarding")))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "https://storyfront.com/white-papers/mobile-onboarding");
  });
});

test.describe("Builder.io landing", () => {
  test("renders Builder content with our blocks on its own route, without calling Builder from the browser", async ({ page }) => {
    const requests: string[] = [];
    const errors: string[] = [];
    page.on("request", (request) => requests.push(request.url()));
    page.on("pageerror", (error) => errors.push(error.message));
    expect((await page.goto(at("dev.storyfront.com", "/builder/demo")))?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/Stories for\s*subscription apps/);
    await expect(page.getByRole("link", { name: "Read the story: Northwind Bank" })).toHaveAttribute(
      "href",
      "/case-studies/case-study-onboarding-northwind-bank",
    );
    await page.getByRole("button", { name: "Show more" }).first().click();
    await expect(page.getByRole("button", { name: "Show less" }).first()).toBeVisible();
    expect(requests.filter((url) => url.includes("builder.io"))).toEqual([]);
    expect(errors).toEqual([]);
  });

  test("the demo page is not served in production", async ({ page }) => {
    expect((await page.goto(at("storyfront.com", "/builder/demo")))?.status()).toBe(404);
  });
});

test.describe("block gallery", () => {
  test("outside production it shows every block and an unknown one as a placeholder", async ({ page }) => {
    const response = await page.goto(at("dev.storyfront.com", "/blocks"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: "Block gallery" })).toBeVisible();
    await expect(page.getByRole("note")).toContainText("notABlockYet");
    await expect(page.getByRole("button", { name: "Show more" }).first()).toBeVisible();
  });
});

test.describe("enterprise form", () => {
  async function fill(page: Page, workEmail: string) {
    await page.getByLabel("First name").fill("Kim");
    await page.getByLabel("Last name").fill("Lee");
    await page.getByLabel("Work email").fill(workEmail);
    await page.getByLabel("Product name").fill("Shopwise");
    await page.getByLabel("Product link").fill("https://shopwise.example");
  }

  test("the agreement is required: nothing is sent without it", async ({ page }) => {
    await page.goto(at("storyfront.com", "/enterprise"));
    let requests = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/lead")) requests += 1;
    });
    await fill(page, "kim@shopwise.example");
    await page.getByRole("button", { name: "Contact the enterprise team" }).click();
    await expect(page.getByRole("checkbox")).toHaveJSProperty("validity.valid", false);
    expect(requests).toBe(0);
  });

  test("an API field error shows next to its field, values stay, then one lead per double click", async ({ page }) => {
    await page.goto(at("storyfront.com", "/enterprise"));
    await fill(page, "kim@gmail.com");
    await page.getByRole("checkbox", { name: /privacy policy/ }).check();
    await page.getByRole("button", { name: "Contact the enterprise team" }).click();
    const email = page.getByLabel("Work email");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAccessibleDescription("Must be a corporate email address");
    await expect(email).toBeFocused();
    await expect(email).toHaveValue("kim@gmail.com");
    await expect(page.getByLabel("Product link")).toHaveValue("https://shopwise.example");
    await expect(page.getByRole("checkbox", { name: /privacy policy/ })).toBeChecked();

    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.url().endsWith("/api/lead") && request.method() === "POST") posts.push(request.headers()["idempotency-key"] ?? "");
    });
    await email.fill("kim@shopwise.example");
    await page.getByRole("button", { name: "Contact the enterprise team" }).dblclick();
    await expect(page.getByRole("status")).toContainText("Thank you!");
    expect(posts).toHaveLength(1);
    expect(posts[0]).toMatch(/^[0-9a-f]{32}$/);
  });

  test("the form speaks the page's language", async ({ page }) => {
    await page.goto(at("storyfront.com", "/de/enterprise"));
    await expect(page.getByLabel("Geschäftliche E-Mail")).toBeVisible();
    await expect(page.locator("#enterprise-form").getByRole("link", { name: "Datenschutzerklärung" })).toHaveAttribute(
      "href",
      "/de/policy",
    );
  });
});

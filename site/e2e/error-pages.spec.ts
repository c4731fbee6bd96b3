// Error pages a crawler and a visitor without JavaScript can read: 404 on every route family, 403 and 500
// arrive as complete HTML (localized title, image, link home) with the real status. Checked twice: over
// plain HTTP (what a crawler gets) and in Chromium with JavaScript turned off.
import { expect, type Browser } from "@playwright/test";
import { test } from "./fixtures";
import { ApiPagesStack } from "./api-pages-stack";
import { at } from "./hosts";
import { plainGet } from "./plain-http";
import { fullPageShot, screenshotPath } from "./support";
import { stackApiPort, stackPort } from "./ports";

type ErrorCase = { host: string; path: string; status: number; title: string; home: string; image?: string };

const notFound = (host: string, path: string, title = "Page not found", home = "/"): ErrorCase => ({
  host,
  path,
  status: 404,
  title,
  home,
  image: "/errors/404.svg",
});

const cases: ErrorCase[] = [
  notFound("storyfront.com", "/no-such-page"),
  notFound("storyfront.com", "/solutions/no-such-solution"),
  notFound("storyfront.com", "/no-such-landing"),
  notFound("storyfront.com", "/case-studies/no-such-study"),
  notFound("storyfront.com", "/white-papers/no-such-paper"),
  notFound("storyfront.com", "/blog/no-such-article"),
  notFound("storyfront.com", "/blog/category-no-such-category"),
  notFound("storyfront.com", "/blog/page-999"),
  notFound("storyfront.com", "/press-releases/no-such-release"),
  notFound("storyfront.com", "/game/no-such-game"),
  notFound("storyfront.com", "/s/no-such-item"),
  notFound("storyfront.com", "/fr/case-studies", "Page introuvable", "/fr"),
  notFound("storyfront.com", "/de/blog/gibt-es-nicht", "Seite nicht gefunden", "/de"),
  notFound("storyfront.ru", "/white-papers/mobile-onboarding", "Страница не найдена"),
  notFound("storyfront.ru", "/case-studies/case-study-ugc-forkful", "Страница не найдена"),
  notFound("storyfront.ru", "/blog/no-such-article", "Страница не найдена"),
  notFound("test.storyfront.com", "/s/no-such-item"),
  // No route handler takes these: not the page tree's empty shell (src/pipeline/handler-paths.ts).
  notFound("storyfront.com", "/api/no-such-route"),
  notFound("storyfront.com", "/api/auth/no-such-step"),
  // Nor these files (src/pipeline/page-paths.ts).
  notFound("storyfront.com", "/wp-login.php"),
  notFound("storyfront.com", "/fr/notes.txt", "Page introuvable", "/fr"),
  notFound("storyfront.ru", "/wp-login.php", "Страница не найдена"),
  // Nor names that are not there under the folders of served files (media route, app/api/not-found).
  notFound("storyfront.com", "/media/no-such-picture.png"),
  notFound("storyfront.ru", "/media/no-such-picture.png", "Страница не найдена"),
  notFound("storyfront.com", "/errors/no-such-picture.svg"),
  notFound("storyfront.com", "/_next/static/chunks/no-such-chunk.js"),
  notFound("storyfront.com", "/sitemaps/9.xml"),
  notFound("storyfront.ru", "/social-card/en/pricing.png", "Страница не найдена"),
  { host: "www.storyfront.com", path: "/pricing", status: 403, title: "Access to page denied", home: "/", image: "/errors/403.svg" },
  {
    host: "storyfront.com.evil.io",
    path: "/fr/pricing",
    status: 403,
    title: "Accès à la page refusé",
    home: "/fr",
    image: "/errors/403.svg",
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The body a crawler receives: the whole error page, not a shell waiting for JavaScript. */
function expectCompleteErrorHtml(body: string, expected: Pick<ErrorCase, "title" | "home" | "image">) {
  expect(body).toMatch(/<html lang="[a-z]{2}"/);
  expect(body).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(expected.title)}</h1>`));
  expect(body).toContain(`<title>${expected.title}`);
  if (expected.image) expect(body).toContain(`src="${expected.image}"`);
  expect(body).toMatch(new RegExp(`<a href="${escapeRegExp(expected.home)}">[^<]+</a>`));
}

async function expectErrorPageWithoutJavaScript(browser: Browser, url: string, expected: ErrorCase, shot?: string) {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    const response = await page.goto(url);
    expect(response?.status(), url).toBe(expected.status);
    await expect(page.getByRole("heading", { level: 1, name: expected.title })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link")).toHaveAttribute("href", expected.home);
    if (expected.image)
      await expect
        .poll(() =>
          page.locator(`main img[src="${expected.image}"]`).evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
    if (shot) {
      for (const width of [375, 1440]) {
        await page.setViewportSize({ width, height: width === 375 ? 740 : 900 });
        await fullPageShot(page, screenshotPath(`error-${shot}-${width}.png`));
      }
    }
  } finally {
    await context.close();
  }
}

test.describe("complete error pages", () => {
  for (const errorCase of cases) {
    test(`${errorCase.status} ${errorCase.host}${errorCase.path} over plain HTTP and with JavaScript off`, async ({ browser }) => {
      const plain = await plainGet(errorCase.host, errorCase.path);
      expect(plain.status).toBe(errorCase.status);
      expect(plain.headers["x-robots-tag"]).toBe("noindex");
      expectCompleteErrorHtml(plain.body, errorCase);
      const shot =
        errorCase.path === "/no-such-page"
          ? "404-com"
          : errorCase.path === "/blog/no-such-article" && errorCase.host === "storyfront.ru"
            ? "404-ru"
            : errorCase.host === "www.storyfront.com"
              ? "403-com"
              : undefined;
      await expectErrorPageWithoutJavaScript(browser, at(errorCase.host, errorCase.path), errorCase, shot);
    });
  }

  test("malformed URLs get 400 in the same layout, not a bare 500", async () => {
    for (const path of ["/%ff%fe", "/blog/%E0%A4%A", "/a%00b", `/${"x".repeat(5000)}`]) {
      const response = await plainGet("storyfront.com", path);
      expect(response.status, path).toBe(400);
      expectCompleteErrorHtml(response.body, { title: "An error occurred", home: "/" });
    }
  });
});

test.describe("500 while the API is down", () => {
  const stack = new ApiPagesStack(stackPort(2), stackApiPort(2));
  test.describe.configure({ mode: "serial" });
  test.setTimeout(120_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    await stack.startApi();
    await stack.startSite();
    await stack.stopApi();
  });

  test.afterAll(async () => {
    await stack.stopAll();
  });

  const down: ErrorCase[] = [
    {
      host: "storyfront.com",
      path: "/blog/holiday-calendar-mechanics",
      status: 500,
      title: "Error while fetching data",
      home: "/",
      image: "/errors/500.svg",
    },
    {
      host: "storyfront.ru",
      path: "/press-releases",
      status: 500,
      title: "Ошибка при получении данных",
      home: "/",
      image: "/errors/500.svg",
    },
  ];
  for (const errorCase of down) {
    test(`${errorCase.host}${errorCase.path} answers a complete 500 page`, async ({ browser }) => {
      const plain = await plainGet(errorCase.host, errorCase.path, stack.sitePort);
      expect(plain.status).toBe(500);
      expectCompleteErrorHtml(plain.body, errorCase);
      await expectErrorPageWithoutJavaScript(
        browser,
        stack.at(errorCase.host, errorCase.path),
        errorCase,
        errorCase.host === "storyfront.com" ? "500-com" : "500-ru",
      );
    });
  }
});

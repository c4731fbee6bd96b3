// The API stopped mid-test, and a hostile article. These tests run their own API and site (on the e2e
// ports + 7) so they can seed a test-only article and stop the API without disturbing other suites.
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { ApiPagesStack, revalidateSecret } from "./api-pages-stack";
import { stackApiPort, stackPort } from "./ports";

const stack = new ApiPagesStack(stackPort(7), stackApiPort(7));

test.describe.configure({ mode: "serial" });
test.setTimeout(120_000);

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stack.seedHostileArticle();
  await stack.startApi();
  await stack.startSite();
});

test.afterAll(async () => {
  await stack.stopAll();
});

test("a hostile article renders as text: no script, event handler or javascript: URL runs", async ({ page }) => {
  const dialogs: string[] = [];
  page.on("dialog", (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const response = await page.goto(stack.at("storyfront.com", "/blog/e2e-hostile-article"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Hostile <script>window.__pwned = 'title'</script> article");
  await expect(page.getByText("Before the payloads.")).toBeVisible();
  await expect(page.getByText("After the payloads.")).toBeVisible();
  await expect(page.getByText("Mallory <img src=x onerror=alert(1)>")).toBeVisible();

  // Try every trigger the payloads rely on.
  await page.getByText("Hover me").hover();
  await page.getByText("Innocent link").click();
  await page.getByText("Second link").click();
  await expect(page.getByRole("button", { name: "Send" })).toHaveCount(0);

  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  const body = page.locator("main article").first();
  await expect(body.locator("script, iframe, svg, form, object, embed")).toHaveCount(0);
  const attributes = await body.evaluate((root) =>
    [...root.querySelectorAll("*")].flatMap((element) =>
      [...element.attributes].map((attribute) => `${attribute.name}=${attribute.value}`),
    ),
  );
  expect(attributes.filter((attribute) => /^on/i.test(attribute) || /javascript:/i.test(attribute))).toEqual([]);
});

test("game and short-item pages carry the project's story styles", async ({ page }) => {
  const response = await page.goto(stack.at("storyfront.com", "/game/story-holiday-calendar"));
  expect(response?.status()).toBe(200);
  const title = page.getByRole("heading", { level: 1, name: "Build a holiday calendar" });
  await expect(title).toBeVisible();
  await expect(page.locator('style[data-project-styles="demo-shop"]')).toHaveCount(1);
  expect(await title.evaluate((element) => getComputedStyle(element).fontFamily)).toContain("Georgia");

  // A landing page of type 9 as a short item.
  await page.goto(stack.at("storyfront.com", "/s/streaming"));
  await expect(page.getByRole("heading", { level: 1, name: "In-app stories for streaming apps" })).toBeVisible();
  await expect(page.locator("main article")).toHaveAttribute("data-page-type", "9");
  expect((await page.goto(stack.at("storyfront.com", "/s/no-such-item")))?.status()).toBe(404);
});

test("with the API stopped: API pages answer 500 with Error while fetching data, cached copies and content pages stay", async ({
  page,
}) => {
  // Rendered (and cached) while the API is up.
  expect((await page.goto(stack.at("storyfront.com", "/blog/category-analytics")))?.status()).toBe(200);
  expect((await page.goto(stack.at("storyfront.com", "/de/pricing")))?.status()).toBe(200);

  await stack.stopApi();

  const failed = await page.goto(stack.at("storyfront.com", "/blog/holiday-calendar-mechanics"));
  expect(failed?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1, name: "Error while fetching data" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");

  const gameFailed = await page.goto(stack.at("storyfront.com", "/game/story-quiz-design"));
  expect(gameFailed?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1, name: "Error while fetching data" })).toBeVisible();

  const ruFailed = await page.goto(stack.at("storyfront.ru", "/press-releases"));
  expect(ruFailed?.status()).toBe(500);
  await expect(page.getByRole("heading", { level: 1, name: "Ошибка при получении данных" })).toBeVisible();
  await expect(page.getByRole("main").getByRole("link", { name: "На главную" })).toHaveAttribute("href", "/");

  // Cached copies are served.
  const cached = await page.goto(stack.at("storyfront.com", "/blog/category-analytics"));
  expect(cached?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Analytics and A/B testing: articles");

  // Content-file pages do not need the API.
  for (const path of ["/faq", "/legal"]) {
    const response = await page.goto(stack.at("storyfront.com", path));
    expect(response?.status(), path).toBe(200);
  }
});

test("the revalidation route needs the secret; a refresh while the API is down keeps the cached copy", async ({ page, request }) => {
  const url = `http://localhost:${stack.sitePort}/api/revalidate`;
  expect((await request.post(url, { data: { tariffs: true } })).status()).toBe(401);
  expect((await request.post(url, { data: { tariffs: true }, headers: { authorization: "Bearer wrong" } })).status()).toBe(401);
  const bad = await request.post(url, { data: {}, headers: { authorization: `Bearer ${revalidateSecret}` } });
  expect(bad.status()).toBe(422);
  const ok = await request.post(url, { data: { tariffs: true }, headers: { authorization: `Bearer ${revalidateSecret}` } });
  expect(ok.status()).toBe(200);
  expect(await ok.json()).toMatchObject({ revalidated: ["api:tariffs"] });

  // The tariffs are stale now and the API is still down: visitors keep getting the cached page.
  for (let visit = 0; visit < 2; visit++) {
    const response = await page.goto(stack.at("storyfront.com", "/de/pricing"));
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 3, name: "Unter 250K MAU" })).toBeVisible();
  }
});

test("once the API is back, the failed pages render", async ({ page }) => {
  await stack.startApi();
  const response = await page.goto(stack.at("storyfront.com", "/blog/holiday-calendar-mechanics"));
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Advent calendars and other holiday mechanics");
});

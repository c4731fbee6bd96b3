// Review path: a preview build of a content branch (bar, changes page, noindex) and draft mode, over a
// temporary git repository whose branch changes a review, a French message and a landing, adds a (draft)
// landing and removes one.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { checkContent, contentGraph } from "@storyfront/content-model";
import { matchRoute } from "@storyfront/schemas";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { fixtureEdits, makeReviewFixture, type ReviewFixture } from "@storyfront/content-model/graph/review-fixture";
import { startSite, type TestServer } from "./preview-servers";
import { layoutShift, screenshotPath, seriousAxeViolations } from "./support";
import { stackPort } from "./ports";

test.describe.configure({ mode: "serial", timeout: 60_000 });

const repoRoot = path.join(import.meta.dirname, "..", "..");
const apiPort = Number(process.env.E2E_API_PORT ?? 4100);
const secret = "review-secret-for-tests";
let fixture: ReviewFixture;
let preview: TestServer;
let production: TestServer;
let commit: string;

const url = (server: TestServer, host: string, pathname = "/") => `http://${host}:${server.port}${pathname}`;
const key = (page: { variant: string; path: string }) => `${page.variant}:${page.path}`;

test.beforeAll(async () => {
  test.setTimeout(240_000);
  fixture = makeReviewFixture(path.join(repoRoot, "content"));
  commit = execFileSync("git", ["rev-parse", "HEAD"], { cwd: fixture.repo, encoding: "utf8" }).trim();
  const content = { STORYFRONT_CONTENT_DIR: fixture.contentRoot, PREVIEW_SECRET: secret };
  [preview, production] = await Promise.all([
    startSite("preview", stackPort(1), apiPort, { ...content, SITE_PREVIEW_BRANCH: fixture.branch, SITE_PREVIEW_COMMIT: commit }),
    startSite("production", stackPort(2), apiPort, content),
  ]);
});

test.afterAll(() => {
  preview?.stop();
  production?.stop();
  fixture?.remove();
});

/** The pages the branch must list, worked out from the edits (not from the list under test). */
function expectedPages() {
  const folder = readContentFolder(fixture.contentRoot);
  const head = contentGraph(checkContent(folder.files, folder.mediaPaths).content);
  // The French message the branch changes is a footer link (Footer.blog): every French page with the footer,
  // not the sales layout's (/fr/sales, /fr/quick-demo), which has none.
  const french = head.pages.filter((page) => page.locale === "fr" && matchRoute(page.route)?.family.layout !== "sales").map(key);
  // Pages of locales with their own version of the review read that one: unchanged in fr, de and es, edited in ru.
  const showingReview = ["com:/", "com:/solutions/fintech", "com:/solutions/onboarding", "ru:/"];
  return {
    changed: [...new Set([...french, ...showingReview, "com:/enterprise"])].sort(),
    added: [`com:${fixtureEdits.added.path}`],
    removed: [`com:${fixtureEdits.removed.path}`],
  };
}

test("the changes page and preview:changes --format json list exactly the affected pages, with reasons", async ({ page }) => {
  const expected = expectedPages();
  const response = await page.goto(url(preview, "storyfront.com", "/_preview/changes"));
  expect(response?.status()).toBe(200);
  expect(response?.headers()["x-robots-tag"]).toBe("noindex");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
  const rows = await page.locator("tr[data-path]").evaluateAll((elements) =>
    elements.map((row) => ({
      status: row.getAttribute("data-status"),
      variant: row.getAttribute("data-variant") ?? "",
      path: row.getAttribute("data-path") ?? "",
      text: row.textContent ?? "",
    })),
  );
  const listed = (status: string) =>
    rows
      .filter((row) => row.status === status)
      .map(key)
      .sort();
  expect(listed("changed")).toEqual(expected.changed);
  expect(listed("added")).toEqual(expected.added);
  expect(listed("removed")).toEqual(expected.removed);
  expect(rows).toHaveLength(expected.changed.length + 2);

  const row = (variant: string, pathname: string) => page.locator(`tr[data-variant="${variant}"][data-path="${pathname}"]`);
  await expect(row("com", "/")).toContainText("review reviews/ada-moreno.json (modified)");
  await expect(row("com", "/fr")).toContainText("messages messages/fr.json › Footer.blog (modified)");
  await expect(row("ru", "/")).toContainText("review reviews/ada-moreno.ru.json");
  await expect(row("com", "/fr/faq")).toHaveText(/messages messages\/fr\.json › Footer\.blog/);
  await expect(row("com", "/enterprise")).toContainText("own file landings/enterprise.json (modified)");
  await expect(row("com", fixtureEdits.added.path)).toContainText("draft");
  await expect(row("com", fixtureEdits.removed.path)).toContainText("own file landings/retired-offer.json (deleted)");
  // What changed, old → new, under each page: a message's two texts, a content file's changed field.
  await expect(row("com", "/fr").locator('[data-value="Footer.blog"]')).toHaveText("Footer.blog was Blog → now Le blog");
  await expect(row("com", "/enterprise").locator('[data-value="seo.title"]')).toHaveText(
    "seo.title was Storyfront for enterprise | Security, SLAs and scale → now Storyfront for enterprise | SSO, SLAs and scale",
  );

  // Links: the page on this preview (the ru row on the ru host), the same page on production, never a dead one.
  await expect(row("ru", "/").getByRole("link", { name: "Preview" })).toHaveAttribute("href", url(preview, "storyfront.ru", "/"));
  await expect(row("com", "/fr").getByRole("link", { name: "Preview" })).toHaveAttribute("href", "/fr");
  await expect(row("com", "/fr").getByRole("link", { name: "Production" })).toHaveAttribute("href", "https://storyfront.com/fr");
  await expect(row("com", fixtureEdits.added.path).getByRole("link", { name: "Production" })).toHaveCount(0);
  await expect(row("com", fixtureEdits.removed.path).getByRole("link", { name: "Preview" })).toHaveCount(0);
  await expect(page.locator('[data-translation="landings/enterprise.fr.json"]')).toContainText("/fr/enterprise");

  const json = JSON.parse(
    execFileSync(
      path.join(repoRoot, "node_modules", ".bin", "tsx"),
      ["scripts/src/preview/changes-cli.ts", "--base", "main", "--format", "json", "--content", fixture.contentRoot],
      { cwd: repoRoot, encoding: "utf8" },
    ),
  ) as { pages: { status: string; variant: string; path: string; reasons: { file: string }[] }[] };
  expect(json.pages.map((entry) => `${entry.status} ${key(entry)}`).sort()).toEqual(
    rows.map((entry) => `${entry.status} ${key(entry)}`).sort(),
  );
  expect(json.pages.find((entry) => entry.path === "/fr")?.reasons.map((reason) => reason.file)).toEqual(["messages/fr.json"]);
  const text = execFileSync(
    path.join(repoRoot, "node_modules", ".bin", "tsx"),
    ["scripts/src/preview/changes-cli.ts", "--base", "main", "--format", "text", "--content", fixture.contentRoot],
    { cwd: repoRoot, encoding: "utf8" },
  ).split("\n");
  const under = (pathname: string) => text[text.findIndex((line) => line.includes(`com en  ${pathname} `)) + 1]?.trim();
  expect(under("/enterprise")).toBe(
    'seo.title: "Storyfront for enterprise | Security, SLAs and scale" → "Storyfront for enterprise | SSO, SLAs and scale"',
  );
});

test("preview:changes says clearly when the base is unknown, and fails", () => {
  let failure: { status?: number; stderr?: string } = {};
  try {
    execFileSync(
      path.join(repoRoot, "node_modules", ".bin", "tsx"),
      ["scripts/src/preview/changes-cli.ts", "--base", "no-such-base", "--content", fixture.contentRoot],
      { cwd: repoRoot, encoding: "utf8", stdio: "pipe" },
    );
  } catch (error) {
    failure = error as typeof failure;
  }
  expect(failure.status).toBe(2);
  expect(failure.stderr).toContain('The base "no-such-base" is not a branch, tag or commit');
});

const layouts: [string, string][] = [
  ["landing layout", "/"],
  ["default layout", "/faq"],
  ["sales layout", "/sales"],
  ["older landing layout", "/s/storyfront-adds-mini-games"],
  ["error page", "/no-such-page"],
];

// The bar speaks the page's language: English on storyfront.com's default locale, Russian on storyfront.ru.
const barTexts = {
  "storyfront.com": { previewOf: "Preview of", commit: "commit", base: "base", changed: (count: number) => `${count} pages changed` },
  "storyfront.ru": {
    previewOf: "Предпросмотр ветки",
    commit: "коммит",
    base: "база",
    changed: (count: number) => new RegExp(`^${count} страниц`),
  },
};

async function expectBar(page: Page, count: number, host: keyof typeof barTexts = "storyfront.com") {
  const texts = barTexts[host];
  const bar = page.locator("[data-preview-bar]");
  await expect(bar).toBeVisible();
  await expect(bar).toContainText(`${texts.previewOf} ${fixture.branch}`);
  await expect(bar).toContainText(`${texts.commit} ${commit.slice(0, 7)}`);
  await expect(bar).toContainText(`${texts.base} main`);
  await expect(bar.getByRole("link", { name: texts.changed(count) })).toBeVisible();
  return bar;
}

test("every layout of both variants carries the bar and noindex; nothing shifts or is covered", async ({ page }) => {
  const count = Object.values(expectedPages()).flat().length;
  for (const host of ["storyfront.com", "storyfront.ru"] as const) {
    for (const [layout, pathname] of layouts) {
      const response = await page.goto(url(preview, host, pathname));
      expect(response?.headers()["x-robots-tag"], `${host}${pathname}`).toBe("noindex");
      const bar = await expectBar(page, count, host);
      expect(await layoutShift(page), `${layout} on ${host}`).toBe(0);
      // In the flow at the very top: it covers neither the header's buttons nor the floating cookie bar.
      const box = await bar.boundingBox();
      expect(box?.y).toBe(0);
      for (const other of await page.locator("header a, header button, [role=dialog], [class*=consent]").all()) {
        const otherBox = await other.boundingBox();
        if (!box || !otherBox) continue;
        expect(otherBox.y >= box.y + box.height || otherBox.y + otherBox.height <= box.y, `${layout} on ${host}`).toBe(true);
      }
    }
  }
  await page.goto(url(preview, "storyfront.com", "/"));
  await page.getByRole("link", { name: `${count} pages changed` }).click();
  await expect(page).toHaveURL(url(preview, "storyfront.com", "/_preview/changes"));
  await page.goto(url(preview, "storyfront.com", "/fr/enterprise"));
  await expect(page.getByRole("link", { name: `${count} pages modifiées` })).toHaveAttribute("href", "/fr/_preview/changes");
});

test("the bar is reachable by keyboard, passes axe at 375 and 1440 px, and hides for the session", async ({ page, context }) => {
  for (const width of [375, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    for (const host of ["storyfront.com", "storyfront.ru"]) {
      for (const pathname of ["/", "/_preview/changes"]) {
        await page.goto(url(preview, host, pathname));
        expect(await seriousAxeViolations(page, "[data-preview-bar]"), `${host}${pathname} at ${width}`).toEqual([]);
        if (pathname === "/_preview/changes")
          expect(await seriousAxeViolations(page, "main"), `${host}${pathname} at ${width}`).toEqual([]);
        await page.screenshot({ path: screenshotPath(`preview-${host.split(".")[1]}${pathname === "/" ? "" : "-changes"}-${width}.png`) });
      }
    }
  }
  await page.goto(url(preview, "storyfront.com", "/"));
  await page.keyboard.press("Tab"); // skip link
  await page.keyboard.press("Tab");
  await expect(page.locator("[data-preview-bar] a")).toBeFocused();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("button", { name: "Hide bar" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("[data-preview-bar]")).toBeHidden();
  await page.goto(url(preview, "storyfront.com", "/faq"));
  await expect(page.locator("[data-preview-bar]")).toBeHidden();
  const other = await context.newPage(); // sessionStorage is per tab: a new tab is a new session
  await other.goto(url(preview, "storyfront.com", "/faq"));
  await expect(other.locator("[data-preview-bar]")).toBeVisible();
});

test("a draft landing renders on the preview and is a 404 in production, where no changes page exists", async ({ page }) => {
  await page.goto(url(preview, "storyfront.com", fixtureEdits.added.path));
  await expect(page.getByRole("heading", { level: 1 })).toContainText(fixtureEdits.added.title);

  expect((await page.goto(url(production, "storyfront.com", fixtureEdits.added.path)))?.status()).toBe(404);
  expect((await page.goto(url(production, "storyfront.com", "/_preview/changes")))?.status()).toBe(404);
  const home = await page.goto(url(production, "storyfront.com", "/"));
  expect(home?.headers()["x-robots-tag"]).toBeUndefined();
  await expect(page.locator("[data-preview-bar]")).toHaveCount(0);
  await expect(page.locator(`a[href$="${fixtureEdits.added.path}"]`)).toHaveCount(0);
});

test("draft mode: a wrong or missing secret is 401, other sites are refused, and it turns on and off", async ({
  page,
  context,
  browser,
}) => {
  const draftUrl = (query: string) => `http://localhost:${production.port}/api/draft?${query}`;
  const draftCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "__prerender_bypass");
  const target = encodeURIComponent(fixtureEdits.added.path);

  expect((await page.goto(draftUrl(`secret=wrong&path=${target}`)))?.status()).toBe(401);
  expect((await page.goto(draftUrl(`path=${target}`)))?.status()).toBe(401);
  expect(await draftCookie()).toBeUndefined();
  for (const hostile of ["//evil.io/", "/\\evil.io", "https://evil.io/", "/\t/evil.io", "javascript:alert(1)"]) {
    const response = await page.request.get(draftUrl(`secret=${secret}&path=${encodeURIComponent(hostile)}`), { maxRedirects: 0 });
    expect(response.status(), hostile).toBe(400);
    expect(response.headers().location, hostile).toBeUndefined();
  }
  expect(await draftCookie()).toBeUndefined();

  const opened = await page.goto(draftUrl(`secret=${secret}&path=${target}`));
  expect(opened?.status()).toBe(200);
  await expect(page).toHaveURL(`http://localhost:${production.port}${fixtureEdits.added.path}`);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(fixtureEdits.added.title);
  await expect(page.getByRole("complementary", { name: "Draft mode" })).toBeVisible();
  expect(await draftCookie()).toBeDefined();

  // A visitor without the cookie never gets the drafted answer from a cache.
  const visitor = await browser.newPage();
  expect((await visitor.goto(`http://localhost:${production.port}${fixtureEdits.added.path}`))?.status()).toBe(404);
  await visitor.close();

  await page.getByRole("link", { name: "Exit draft mode" }).click();
  await expect(page).toHaveURL(`http://localhost:${production.port}${fixtureEdits.added.path}`);
  await expect(page.getByRole("complementary", { name: "Draft mode" })).toHaveCount(0);
  expect((await page.reload())?.status()).toBe(404);
  expect(await draftCookie()).toBeUndefined();
});

import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { demoAccounts, signInAs } from "./account-support";
import { at } from "./hosts";
import { sitePort } from "../playwright.config";
import { screenshotPath, seriousAxeViolations } from "./support";

// The online Studio (issue 39) answers on a host of its own, studio.localhost here (studio.<brand>.com in production),
// to signed-in people who may use it, with the site's accounts and cookies of that host only.
const studio = (path = "/") => at("studio.localhost", path);

/** A request to a host name Node cannot resolve: to loopback, with the host in the Host header, as a browser sends it. */
const get = (request: APIRequestContext, host: string, path: string) =>
  request.get(at("localhost", path), { headers: { host: `${host}:${sitePort}` }, maxRedirects: 0 });

const fill = async (page: Page, email: string, password: string) => {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
};

test("a visitor of the Studio's host is sent to its sign-in; nothing of the public site or the file Studio answers there", async ({
  request,
}) => {
  const home = await get(request, "studio.localhost", "/");
  expect(home.status()).toBe(307);
  expect(home.headers().location).toMatch(/\/studio$/);
  const page = await get(request, "studio.localhost", "/studio/articles?type=2");
  expect(page.status()).toBe(307);
  expect(new URL(page.headers().location ?? "", studio()).pathname).toBe("/studio/sign-in");
  expect(new URL(page.headers().location ?? "", studio()).searchParams.get("next")).toBe("/studio/articles?type=2");
  expect(page.headers()["x-robots-tag"]).toContain("noindex");
  expect(page.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
  for (const path of ["/pricing", "/blog", "/api/studio/document?file=landings/home.json", "/sitemap.xml"]) {
    expect((await get(request, "studio.localhost", path)).status(), path).toBe(404);
  }
  // And no other host serves the Studio.
  expect((await get(request, "storyfront.com", "/studio/sign-in")).status()).toBe(404);
  expect((await get(request, "storyfront.com", "/studio")).status()).toBe(404);
});

test("a manager signs in on the Studio's host and sees its sections", async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto(studio("/studio"));
  await expect(page).toHaveURL(/\/studio\/sign-in\?next=%2Fstudio$/);
  await expect(page.getByRole("heading", { level: 1, name: "Sign in to write and publish" })).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  // Sign-up and password help live on the public site: the Studio's host has no such pages.
  await expect(page.getByRole("link", { name: "Sign up" })).toHaveAttribute("href", /^http:\/\/localhost:\d+\/signup$/);
  await fill(page, demoAccounts.manager.email, demoAccounts.manager.password);
  await page.waitForURL((url) => url.pathname === "/studio");
  const sections = page.getByRole("navigation", { name: "Studio sections" });
  await expect(sections.getByRole("link")).toHaveText(["Pages", "Media", "Categories", "Tariffs", "Landing config"]);
  await expect(page.getByText("Milo")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.screenshot({ path: screenshotPath("studio-online-home-1440.png") });
});

test("the Studio's session stays on its host, and signing out ends it", async ({ page, context }) => {
  await page.goto(studio("/studio/sign-in"));
  await fill(page, demoAccounts.manager.email, demoAccounts.manager.password);
  await page.waitForURL((url) => url.pathname === "/studio");

  const cookies = await context.cookies();
  const token = cookies.find((cookie) => cookie.name === "sf_token");
  expect(token).toMatchObject({ domain: "studio.localhost", httpOnly: true });
  // The public site does not know this session: its signed-in area asks to sign in.
  await page.goto(at("localhost", "/profile"));
  await expect(page).toHaveURL(/\/login\?next=%2Fprofile$/);

  await page.goto(studio("/studio"));
  await page.getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/studio/sign-in");
  expect((await context.cookies()).find((cookie) => cookie.name === "sf_token" && cookie.value !== "")).toBeUndefined();
});

test("a session of the public site does not open the Studio; a plain user signed in there is refused", async ({ page }) => {
  await page.goto(at("localhost", "/login"));
  await signInAs(page, "manager");
  const fromSite = await page.goto(studio("/studio"));
  expect(new URL(page.url()).pathname).toBe("/studio/sign-in");
  expect(fromSite?.status()).toBe(200);

  await page.goto(studio("/studio/sign-in"));
  await signInAs(page, "user");
  const refused = await page.goto(studio("/studio"));
  expect(refused?.status()).toBe(403);
  // The API refuses the user's writes whatever the page shows.
  const write = await page.evaluate(async () => (await fetch("/api/admin/page/1/publish", { method: "POST" })).status);
  expect(write).toBe(403);
});

test("an editor with two-factor sign-in gets in with the code, and sees only what page-edit allows", async ({ page }) => {
  await page.goto(studio("/studio/sign-in"));
  await signInAs(page, "editor");
  await page.goto(studio("/studio"));
  await expect(page.getByRole("navigation", { name: "Studio sections" }).getByRole("link")).toHaveText([
    "Pages",
    "Media",
    "Categories",
    "Landing config",
  ]);
});

test("every screen of the online Studio at 375 and 1440 px: nothing wider than the window, no serious axe violations", async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto(studio("/studio/sign-in"));
  await signInAs(page, "admin");
  await page.goto(studio("/studio/articles"));
  const firstLink = page.locator('a[href^="/studio/articles/"]:not([href$="/new"])').first();
  const firstArticle = /(\d+)$/.exec((await firstLink.getAttribute("href")) ?? "")?.[1];
  expect(firstArticle).toBeTruthy();
  const screens: [string, string][] = [
    ["home", "/studio"],
    ["articles", "/studio/articles"],
    ["new-article", "/studio/articles/new"],
    ["article", `/studio/articles/${firstArticle}`],
    ["media", "/studio/media"],
    ["categories", "/studio/categories"],
    ["tariffs", "/studio/tariffs"],
    ["landing-config", "/studio/landing-config"],
  ];
  for (const [name, path] of screens) {
    // Opened on a phone, then the window widened: the layout follows a resize, not only a fresh load.
    await page.setViewportSize({ width: 375, height: 900 });
    await page.goto(studio(path));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(/^Loading/)).toHaveCount(0, { timeout: 30_000 });
    for (const width of [375, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.screenshot({ path: screenshotPath(`studio-online-${name}-${width}.png`), fullPage: width === 375 });
      expect
        .soft(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), `${path} at ${width} px`)
        .toBe(true);
    }
    expect.soft(await seriousAxeViolations(page), path).toEqual([]);
  }
});

test("the Studio's writes come from its own page only: a signed-in editor's cookie sent from another site or host changes nothing", async ({
  page,
  context,
  request,
}) => {
  await page.goto(studio("/studio/sign-in"));
  await signInAs(page, "admin");
  const cookie = (await context.cookies())
    .filter((entry) => entry.domain === "studio.localhost")
    .map((entry) => `${entry.name}=${entry.value}`)
    .join("; ");
  const own = `http://studio.localhost:${sitePort}`;
  const slug = `forged-write-${Date.now().toString(36)}`;
  const send = (method: "POST" | "PUT" | "DELETE", path: string, origin: string | null, extra: Record<string, string> = {}) =>
    request.fetch(at("localhost", path), {
      method,
      headers: {
        host: `studio.localhost:${sitePort}`,
        cookie,
        "content-type": "application/json",
        ...(origin ? { origin } : {}),
        ...extra,
      },
      data: method === "DELETE" ? undefined : JSON.stringify({ type: 4, slug, translations: [{ language: "en", title: "Forged" }] }),
      maxRedirects: 0,
    });
  const versionOfPageOne = () =>
    page.evaluate(async () => ((await (await fetch("/api/admin/page/1")).json()) as { version: number }).version);
  const before = await versionOfPageOne();
  const writes: ["POST" | "PUT" | "DELETE", string][] = [
    ["POST", "/api/admin/page"],
    ["PUT", "/api/admin/page/1"],
    ["POST", "/api/admin/page/1/publish"],
    ["POST", "/api/admin/page/1/archive"],
    ["PUT", "/api/admin/lp-config"],
    ["POST", "/api/admin/category"],
    ["DELETE", "/api/admin/tariff/1"],
    ["DELETE", "/api/admin/media/1"],
  ];
  for (const [method, path] of writes) {
    // Another site, the public site's own origin, and a forged Sec-Fetch-Site all stop at the door.
    for (const origin of ["http://evil.io", `http://storyfront.com:${sitePort}`, "null"]) {
      expect((await send(method, path, origin)).status(), `${method} ${path} from ${origin}`).toBe(403);
    }
    expect((await send(method, path, own, { "sec-fetch-site": "cross-site" })).status(), `${method} ${path} cross-site`).toBe(403);
  }
  const upload = await request.fetch(at("localhost", "/api/admin/media-upload?name=x.png&alt=x"), {
    method: "POST",
    headers: { host: `studio.localhost:${sitePort}`, cookie, origin: "http://evil.io", "content-type": "image/png" },
    data: Buffer.from([0x89, 0x50, 0x4e, 0x47]),
  });
  expect(upload.status()).toBe(403);
  // Nothing was written: no page has the forged slug, and page 1 is as it was.
  const list = await page.evaluate(async (q) => (await (await fetch(`/api/admin/page?q=${q}`)).json()) as unknown[], slug);
  expect(list).toEqual([]);
  expect(await versionOfPageOne()).toBe(before);
  // The same write from the Studio's own page is the control: it passes the door and the API stores it.
  expect((await send("POST", "/api/admin/page", own)).status()).toBe(201);
  expect(await page.evaluate(async (q) => (await (await fetch(`/api/admin/page?q=${q}`)).json()) as unknown[], slug)).toHaveLength(1);
});

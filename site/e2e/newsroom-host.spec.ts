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

import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";
import { seriousAxeViolations } from "./support";

test.describe("site variants by host", () => {
  test("com serves English at / without a prefix", async ({ page }) => {
    const response = await page.goto(at("storyfront.com"));
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/in-app stories/i);
  });

  test("ru serves Russian at /", async ({ page }) => {
    await page.goto(at("storyfront.ru"));
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
    await expect(page.getByRole("heading", { level: 1 })).toContainText(/сторис/i);
  });

  test("com serves French under /fr", async ({ page }) => {
    await page.goto(at("storyfront.com", "/fr"));
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("link", { name: "Demander une démo" }).first()).toHaveAttribute("href", "/fr/sales");
  });

  test("/en redirects to /", async ({ page }) => {
    await page.goto(at("storyfront.com", "/en"));
    expect(new URL(page.url()).pathname).toBe("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("a com locale is never applied on ru", async ({ page }) => {
    const response = await page.goto(at("storyfront.ru", "/de"));
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });

  test("the loopback aliases serve the two variants", async ({ page }) => {
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto(`http://ru.localhost:${new URL(page.url()).port}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "ru");
  });
});

test.describe("host allow-list", () => {
  for (const host of ["www.storyfront.com", "storyfront.com.evil.io", "127.0.0.1"]) {
    test(`${host} gets the 403 page`, async ({ page }) => {
      const response = await page.goto(at(host, "/pricing"));
      expect(response?.status()).toBe(403);
      await expect(page.getByRole("heading", { name: "Access to page denied" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
    });
  }
});

test.describe("error pages", () => {
  test("an unknown path is a 404 with the not-found page and a link home", async ({ page }) => {
    const response = await page.goto(at("storyfront.com", "/no-such-page"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Page not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Go to the home page" })).toHaveAttribute("href", "/");
  });

  test("the 404 page is localized", async ({ page }) => {
    const response = await page.goto(at("storyfront.com", "/de/gibt-es-nicht"));
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: "Seite nicht gefunden" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Zur Startseite" })).toHaveAttribute("href", "/de");
  });
});

test.describe("cookies", () => {
  test("the client id cookie is set once and kept", async ({ page, context }) => {
    await page.goto(at("storyfront.com"));
    const first = (await context.cookies()).find((c) => c.name === "sf_client_uuid");
    expect(first?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(first).toMatchObject({ domain: ".storyfront.com", secure: false, httpOnly: false, sameSite: "Lax" });
    await page.goto(at("storyfront.com", "/fr"));
    await page.reload();
    const cookies = (await context.cookies()).filter((c) => c.name === "sf_client_uuid");
    expect(cookies).toHaveLength(1);
    expect(cookies[0]?.value).toBe(first?.value);
  });

  test("the chosen locale is kept in a cookie for a year", async ({ page, context }) => {
    await page.goto(at("storyfront.com", "/es"));
    const cookie = (await context.cookies()).find((c) => c.name === "NEXT_LOCALE");
    expect(cookie?.value).toBe("es");
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });
});

test.describe("headers", () => {
  // Through the browser: only it resolves the real host names to loopback.
  test("noindex outside production, not on production hosts", async ({ page }) => {
    for (const host of ["dev.storyfront.com", "test.storyfront.ru", "localhost"]) {
      const response = await page.goto(at(host));
      expect(response?.headers()["x-robots-tag"], host).toBe("noindex");
    }
    for (const host of ["storyfront.com", "storyfront.ru"]) {
      const response = await page.goto(at(host));
      if (!response) throw new Error(`no response from ${host}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["x-robots-tag"], host).toBeUndefined();
      expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
      expect(response.headers()["strict-transport-security"]).toBeDefined();
    }
  });

  test("sales is indexable in production, other sales-layout pages are not", async ({ page }) => {
    expect((await page.goto(at("storyfront.com", "/sales")))?.headers()["x-robots-tag"]).toBeUndefined();
    expect((await page.goto(at("storyfront.com", "/quick-demo")))?.headers()["x-robots-tag"]).toBe("noindex");
  });
});

test.describe("layouts", () => {
  test("the sales layout shows its side panel from 768 px", async ({ page }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto(at("storyfront.com", "/sales"));
    await expect(page.getByTestId("sales-panel")).toBeVisible();
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(page.getByTestId("sales-panel")).toBeHidden();
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.getByTestId("sales-panel")).toBeVisible();
  });

  test("no page is wider than a 375 px screen", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    for (const path of ["/", "/sales", "/no-such-page"]) {
      await page.goto(at("storyfront.com", path));
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe("accessibility", () => {
  for (const path of ["/", "/sales", "/no-such-page", "/fr"]) {
    test(`no serious or critical axe violations on ${path}`, async ({ page }) => {
      await page.goto(at("storyfront.com", path));
      expect(await seriousAxeViolations(page)).toEqual([]);
    });
  }
});

test.describe("client-side host check", () => {
  test("a copy of a page served under another host name shows the 403 view", async ({ page }) => {
    // The server never serves a foreign host, so a mirror is simulated by replaying a real page's HTML.
    const original = await page.goto(at("storyfront.com"));
    const html = await original?.text();
    await page.route("http://mirror.evil.io/**", async (route) => {
      const url = new URL(route.request().url());
      if (url.pathname === "/") return route.fulfill({ body: html, contentType: "text/html" });
      const asset = await page.request.get(`http://localhost:${new URL(at("storyfront.com")).port}${url.pathname}`);
      return route.fulfill({ response: asset });
    });
    await page.goto("http://mirror.evil.io/");
    await expect(page.getByRole("heading", { name: "Access to page denied" })).toBeVisible();
    // Image requests of the replayed page may still be in flight: drop them instead of failing on teardown.
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});

// What the site's own server (src/server/) does to Next's answers, seen from outside: pages load Next's scripts
// after their first paint and still work, and page answers come compressed, the same bytes for every visitor.
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { sitePort } from "../playwright.config";
import { at } from "./hosts";
import { httpGet } from "./http-get";

const pages = [
  { host: "storyfront.com", path: "/" },
  { host: "storyfront.com", path: "/solutions/fintech" },
  { host: "storyfront.com", path: "/pricing" },
  { host: "storyfront.ru", path: "/" },
];
const loader = /<script>\(function loadAfterFirstPaint[\s\S]*?\}\)\((\[[^\]]*\]),\d+\)<\/script>/g;
const browserEncodings = { "accept-encoding": "gzip, deflate, br, zstd" };

test.describe("serving", () => {
  for (const { host, path } of pages) {
    test(`${host}${path}: the server HTML loads Next's scripts through the after-paint loader only`, async () => {
      const page = await httpGet(sitePort, host, path);
      expect(page.status).toBe(200);
      expect(page.body).not.toMatch(/<script src="[^"]*\/_next\/static\/[^"]+" async="">/);
      expect(page.body).not.toMatch(/<link rel="preload" as="script"[^>]*\/_next\/static\//);
      const loaders = [...page.body.matchAll(loader)];
      expect(loaders).toHaveLength(1);
      const sources = JSON.parse(loaders[0]![1]!) as string[];
      expect(sources.length).toBeGreaterThan(3);
      for (const source of sources) expect((await httpGet(sitePort, host, source)).status, source).toBe(200);
    });
  }

  test("Chromium paints first, then loads the scripts, and the page works", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(String(error)));
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(at("storyfront.com", "/"));
    await expect.poll(() => page.evaluate(() => performance.getEntriesByType("resource").filter((entry) => entry.name.includes("/_next/static/") && entry.name.endsWith(".js")).length)).toBeGreaterThan(3);
    const { firstPaint, scriptStarts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
      scriptStarts: performance
        .getEntriesByType("resource")
        .filter((entry) => entry.name.includes("/_next/static/") && entry.name.endsWith(".js"))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint).toBeGreaterThan(0);
    for (const start of scriptStarts) expect(start).toBeGreaterThanOrEqual(firstPaint);
    // Hydrated: the menu button opens the drawer, and the footer's form checks what is typed.
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("dialog")).toBeHidden();
    expect(errors).toEqual([]);
  });

  test("a page answer is compressed once: every visitor gets the same bytes, in the encoding they accept", async () => {
    const first = await httpGet(sitePort, "storyfront.com", "/solutions/fintech", browserEncodings);
    const second = await httpGet(sitePort, "storyfront.com", "/solutions/fintech", browserEncodings);
    expect(first.headers["content-encoding"]).toBe("br");
    expect(Number(first.headers["content-length"])).toBe(first.bytes.length);
    expect(first.headers.vary).toContain("Accept-Encoding");
    expect(second.bytes.equals(first.bytes)).toBe(true);
    const html = brotliDecompressSync(first.bytes).toString();
    expect(html).toContain("</html>");

    const gzip = await httpGet(sitePort, "storyfront.com", "/solutions/fintech", { "accept-encoding": "gzip" });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.bytes).toString()).toBe(html);
    const plain = await httpGet(sitePort, "storyfront.com", "/solutions/fintech");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body).toBe(html);
  });

  test("scripts and stylesheets come compressed too", async () => {
    const page = await httpGet(sitePort, "storyfront.com", "/");
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(page.body)![1]!;
    const css = await httpGet(sitePort, "storyfront.com", stylesheet, browserEncodings);
    expect(css.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(css.bytes).toString()).toContain("{");
    const script = JSON.parse([...page.body.matchAll(loader)][0]![1]!)[0] as string;
    expect((await httpGet(sitePort, "storyfront.com", script, browserEncodings)).headers["content-encoding"]).toBe("br");
  });
});

// How the site is served, seen from outside, on both servers it runs on: the optional origin accelerator
// (src/server/main.ts, what `npm start` runs) and plain `next start` (what most hosts run). Both send Next's own
// HTML, compressed, and the pages work in Chromium; the accelerator also sends a cached page's compressed bytes
// again instead of compressing it for every visitor.
import type { ChildProcess } from "node:child_process";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { apiPort, sitePort } from "../playwright.config";
import { startNextStart, stop } from "./child-processes";
import { httpGet } from "./http-get";
import { stackPort } from "./ports";

const pages = [
  { host: "storyfront.com", path: "/" },
  { host: "storyfront.com", path: "/solutions/fintech" },
  { host: "storyfront.com", path: "/pricing" },
  { host: "storyfront.ru", path: "/" },
];
const browserEncodings = { "accept-encoding": "gzip, deflate, br, zstd" };
const chunkScripts = (html: string) =>
  [...html.matchAll(/<script src="([^"]*\/_next\/static\/[^"]+\.js)" async="">/g)].map((match) => match[1]!);

/** The same build on plain `next start`, against the suite's API. */
const nextStartPort = stackPort(3);
let nextStart: ChildProcess | undefined;

const servers = [
  { name: "the site's server", port: () => sitePort },
  { name: "plain next start", port: () => nextStartPort },
];

/** Hydrated: the menu button opens the drawer, Escape closes it, and nothing threw. */
async function worksInChromium(page: Page, url: string) {
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(String(error)));
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(url);
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog")).toBeHidden();
  expect(errors).toEqual([]);
}

test.describe("serving", () => {
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    nextStart = await startNextStart(nextStartPort, apiPort);
  });

  test.afterAll(() => stop(nextStart));

  for (const server of servers) {
    for (const { host, path: pagePath } of pages) {
      test(`${server.name}: ${host}${pagePath} comes compressed, with Next's own scripts in the head`, async () => {
        const answer = await httpGet(server.port(), host, pagePath, { "accept-encoding": "gzip" });
        expect(answer.status).toBe(200);
        expect(answer.headers["content-encoding"]).toBe("gzip");
        const html = gunzipSync(answer.bytes).toString();
        expect(html).toContain("</html>");
        // Next writes its chunks as async scripts in <head>; nothing holds them back until after the first paint.
        const head = html.slice(0, html.indexOf("</head>"));
        const scripts = chunkScripts(head);
        expect(scripts.length).toBeGreaterThan(3);
        for (const source of scripts) expect((await httpGet(server.port(), host, source)).status, source).toBe(200);
      });
    }

    test(`${server.name}: home works in Chromium`, async ({ page }) => {
      await worksInChromium(page, `http://storyfront.com:${server.port()}/`);
    });
  }

  test("the site's server compresses a page once: every visitor gets the same bytes, in the encoding they accept", async () => {
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

  test("the site's server sends the same page as plain next start", async () => {
    const ours = await httpGet(sitePort, "storyfront.com", "/pricing");
    const theirs = await httpGet(nextStartPort, "storyfront.com", "/pricing");
    // The same build: the same scripts, in the same places (the pages differ only in per-host base URLs).
    expect(chunkScripts(ours.body)).toEqual(chunkScripts(theirs.body));
  });

  test("scripts come compressed too, as Brotli from the site's server", async () => {
    const page = await httpGet(sitePort, "storyfront.com", "/");
    const script = chunkScripts(page.body)[0]!;
    expect((await httpGet(sitePort, "storyfront.com", script, browserEncodings)).headers["content-encoding"]).toBe("br");
    expect((await httpGet(nextStartPort, "storyfront.com", script, browserEncodings)).headers["content-encoding"]).toBe("gzip");
  });
});

import { gzipSync } from "node:zlib";
import { expect, type Page } from "@playwright/test";
import { test } from "./fixtures";
import { at } from "./hosts";

// The JavaScript a visitor downloads is a budget, not a timing (issue 12: at most 1.15× a trivial Next 16
// page's ~134 KiB, so 154 KiB). A value import from `@storyfront/schemas`' index in one client component once brought
// all of zod (40 KiB compressed) to every page; this catches that kind of slip at the byte level.
const budgetKiB = 154;

/** Every script the page loads, with its size as gzip would send it. */
async function scriptsOf(page: Page, url: string) {
  const scripts: { url: string; gzipBytes: number; text: string }[] = [];
  const reading: Promise<void>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    reading.push(
      response
        .body()
        .then((body) => {
          scripts.push({ url: response.url(), gzipBytes: gzipSync(body).length, text: body.toString("utf8") });
        })
        // A script that starts loading after the page went quiet (a prefetch) may still be arriving when the test
        // ends: it is not part of the page's load, and its unread body must not fail the test.
        .catch(() => undefined),
    );
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await Promise.all(reading);
  return scripts;
}

const pages = [
  { name: "home", url: at("storyfront.com", "/") },
  { name: "industry landing", url: at("storyfront.com", "/solutions/fintech") },
  { name: "blog article", url: at("storyfront.com", "/blog/holiday-calendar-mechanics") },
  { name: "pricing", url: at("storyfront.com", "/pricing") },
  { name: "sales", url: at("storyfront.com", "/sales") },
  { name: "ru home", url: at("storyfront.ru", "/") },
];

for (const { name, url } of pages) {
  test(`${name} ships at most ${budgetKiB} KiB of JavaScript, and no schema library`, async ({ page }) => {
    const scripts = await scriptsOf(page, url);
    const totalKiB = scripts.reduce((sum, script) => sum + script.gzipBytes, 0) / 1024;
    const largest = [...scripts].sort((a, b) => b.gzipBytes - a.gzipBytes).slice(0, 5);
    const detail = largest.map((s) => `${(s.gzipBytes / 1024).toFixed(1)} KiB ${s.url}`).join("\n");
    expect(totalKiB, `scripts on ${url}:\n${detail}`).toBeLessThanOrEqual(budgetKiB);
    // zod's error-map strings: present only when the schemas' runtime reached the browser.
    const withZod = scripts.filter((s) => s.text.includes("Unexpected value in exhaustive check")).map((s) => s.url);
    expect(withZod, "zod belongs on the server: import the zod-free module, not @storyfront/schemas' index").toEqual([]);
    // The Studio's editor (Puck) belongs to /studio alone, which a production build does not even serve.
    const withPuck = scripts.filter((s) => s.text.includes("data-puck-component")).map((s) => s.url);
    expect(withPuck, "the Studio's editor reached a visitor's page: import it only under site/src/studio").toEqual([]);
    // Nor does the online Studio's code (its frame, the article editor's Tiptap and ProseMirror), served on its own host.
    const withStudio = scripts.filter((s) => s.text.includes("Studio sections") || s.text.includes("ProseMirror")).map((s) => s.url);
    expect(withStudio, "the online Studio's code reached a visitor's page: import it only under site/src/studio").toEqual([]);
  });
}

// What a CDN in front of the site sees on a first visit (no cookies): marketing pages of both variants
// may be cached for everyone, and one path answers differently per host, so the CDN's key must hold the
// host (docs/several-instances.md; the load balancer adds `Vary: Host`, see several-instances).
import { expect } from "@playwright/test";
import { test } from "./fixtures";
import { sitePort } from "../playwright.config";
import { httpGet, type HttpAnswer } from "./http-get";

const marketingPages: [host: string, path: string][] = [
  ["storyfront.com", "/"],
  ["storyfront.com", "/fr"],
  ["storyfront.com", "/pricing"],
  ["storyfront.com", "/sales"],
  ["storyfront.com", "/faq"],
  ["storyfront.com", "/blog"],
  ["storyfront.com", "/blog/holiday-calendar-mechanics"],
  ["storyfront.ru", "/"],
  ["storyfront.ru", "/pricing"],
  ["storyfront.ru", "/blog"],
];

/** Seconds a shared cache may serve the answer, or null when it must not store it. */
function sharedMaxAge(answer: HttpAnswer): number | null {
  const cacheControl = String(answer.headers["cache-control"] ?? "");
  if (/\b(private|no-store|no-cache)\b/.test(cacheControl)) return null;
  const match = /\bs-maxage=(\d+)/.exec(cacheControl) ?? /\bmax-age=(\d+)/.exec(cacheControl);
  return match ? Number(match[1]) : null;
}

test("a first visit to marketing pages of both variants sets no cookie and may be cached by a CDN", async () => {
  for (const [host, path] of marketingPages) {
    // Twice: the first answer renders the page on demand, the second comes from the site's cache.
    for (const visit of ["first", "cached"]) {
      const answer = await httpGet(sitePort, host, path);
      const where = `${visit} ${host}${path}`;
      expect(answer.status, where).toBe(200);
      expect(answer.headers["set-cookie"], where).toBeUndefined();
      expect(sharedMaxAge(answer), `${where}: ${answer.headers["cache-control"]}`).toBeGreaterThan(0);
    }
  }
});

test("one path answers differently per host, and each host's answer is the same for every visitor", async () => {
  const com = await httpGet(sitePort, "storyfront.com", "/pricing");
  const ru = await httpGet(sitePort, "storyfront.ru", "/pricing");
  expect(com.body).toContain('<html lang="en"');
  expect(ru.body).toContain('<html lang="ru"');
  // The same variant on a test host: same language, but not for search engines.
  const test = await httpGet(sitePort, "test.storyfront.com", "/pricing");
  expect(test.body).toContain('<html lang="en"');
  expect(test.headers["x-robots-tag"]).toBe("noindex");
  expect(com.headers["x-robots-tag"]).toBeUndefined();
  // Per host, the cached answer does not depend on who asks: a second visitor with cookies gets the same page.
  const again = await httpGet(sitePort, "storyfront.ru", "/pricing", {
    cookie: "sf_client_uuid=0b6f2c1e-8a4d-4f3b-9c2e-5d7a1b3c4e5f; NEXT_LOCALE=en",
  });
  expect(again.body).toContain('<html lang="ru"');
  expect(again.headers["set-cookie"]).toBeUndefined();
});

test("a same-origin API call without a client id gets one at once, on an answer no CDN stores", async () => {
  const first = await httpGet(sitePort, "storyfront.com", "/api/sales-logic");
  expect(first.status).toBe(200);
  expect(sharedMaxAge(first)).toBeNull();
  const cookie = String(first.headers["set-cookie"] ?? "");
  expect(cookie).toMatch(/^sf_client_uuid=[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12};/);
  expect(cookie).toMatch(/Domain=storyfront\.com/i);
  const id = /^sf_client_uuid=([^;]+)/.exec(cookie)?.[1] ?? "";
  const again = await httpGet(sitePort, "storyfront.com", "/api/sales-logic", { cookie: `sf_client_uuid=${id}` });
  expect(again.headers["set-cookie"]).toBeUndefined();
});

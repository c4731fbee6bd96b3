// Random queries, paths, headers and bodies against every call: whatever a client sends, the answer is never a 5xx.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiError } from "@storyfront/schemas";
import { backends, demo, startTestApi, type TestApi } from "./harness";

/** Small seeded generator, so a failure can be replayed. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, pick };
}

const calls = [
  ["GET", "/page"],
  ["POST", "/page/{id}"],
  ["POST", "/page/{id}/event/read"],
  ["GET", "/category"],
  ["GET", "/category/{id}"],
  ["GET", "/lp/config"],
  ["GET", "/tariff-displayed"],
  ["POST", "/auth"],
  ["GET", "/auth"],
  ["PATCH", "/auth"],
  ["DELETE", "/auth"],
  ["PUT", "/profile"],
  ["GET", "/sales-logic"],
  ["GET", "/project/{id}/story-styles"],
  ["GET", "/admin/tag"],
  ["POST", "/admin/tag"],
  ["PUT", "/admin/tag/{id}"],
  ["DELETE", "/admin/tag/{id}"],
  ["GET", "/admin/tag-group"],
  ["POST", "/admin/tag-group"],
  ["PUT", "/admin/tag-group/{id}"],
  ["DELETE", "/admin/tag-group/{id}"],
  ["POST", "/lead"],
  ["GET", "/invite/{id}"],
  ["POST", "/invite/{id}/accept"],
  ["GET", "/admin/page"],
  ["PUT", "/admin/page/{id}/autosave"],
  ["GET", "/admin/page/{id}/autosave"],
  ["POST", "/admin/page/{id}/archive"],
  ["POST", "/admin/page/{id}/unarchive"],
  ["GET", "/admin/page/{id}/audit"],
  ["POST", "/admin/media"],
  ["GET", "/admin/media"],
  ["PUT", "/admin/media/{id}"],
  ["DELETE", "/admin/media/{id}"],
  ["GET", "/media/library/{id}/desktop-0123456789abcdef.webp"],
] as const;

const keys = [
  "type",
  "page",
  "per-page",
  "expand",
  "sort",
  "q",
  "recommend",
  "category",
  "all",
  "envelope",
  "format",
  "user_ip",
  "projectId",
  "pageId",
  "status",
  "needs-language",
  "name",
  "alt",
  "x",
];
const names = [
  "kind",
  "email",
  "name",
  "website",
  "firstName",
  "lastName",
  "workEmail",
  "productName",
  "productLink",
  "agreement",
  "password",
  "refreshToken",
  "key",
  "slug",
  "order",
  "sort",
  "isActive",
  "groupId",
  "projectId",
  "languages",
  "locale",
  "username",
  "disableAllNotification",
  "page",
  "__proto__",
  "constructor",
];

function randomText(g: ReturnType<typeof generator>): string {
  return g.pick([
    "",
    " ",
    "1",
    "0",
    "-1",
    "4",
    "9",
    "1e309",
    "99999999999999999999",
    "NaN",
    "true",
    "demo",
    "enterprise",
    "a@b.co",
    "user@example.com",
    "content,tags",
    "tags.languages",
    "-created_at",
    "items",
    "%",
    "_",
    "\\",
    "'; drop table page; --",
    "\u0000",
    "\ud800",
    "é✓🙂",
    "x".repeat(300),
    "203.0.113.9",
    "::1",
    "why-stories-beat-banners",
    "gamification",
  ]);
}

function randomValue(g: ReturnType<typeof generator>, depth = 0): unknown {
  const roll = g.next();
  if (roll < 0.35) return randomText(g);
  if (roll < 0.5) return g.pick([0, -1, 1, 2.5, 2 ** 31, 2 ** 53, -(2 ** 31) - 1, 1e308]);
  if (roll < 0.6) return g.pick([true, false, null]);
  if (roll < 0.8 && depth < 3)
    return Object.fromEntries(Array.from({ length: Math.floor(g.next() * 4) }, () => [g.pick(names), randomValue(g, depth + 1)]));
  if (depth < 3) return Array.from({ length: Math.floor(g.next() * 3) }, () => randomValue(g, depth + 1));
  return "";
}

describe.each(backends)("fuzz on %s", (backend) => {
  let api: TestApi;
  let token: string;
  beforeAll(async () => {
    api = await startTestApi(backend, { loginThrottleLimit: 1_000_000 });
    token = (await api.signIn(demo.admin.email, demo.admin.password)).token;
  });
  afterAll(() => api?.close());

  it("never answers 5xx to random requests", async () => {
    const g = generator(backend === "pglite" ? 20261122 : 1122);
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let round = 0; round < 400; round++) {
      const [method, template] = g.pick(calls);
      const path = template.replace("{id}", encodeURIComponent(Buffer.from(randomText(g)).toString()) || "x");
      const query = new URLSearchParams();
      for (let i = 0; i < Math.floor(g.next() * 4); i++) query.append(g.pick(keys), randomText(g));
      const headers: Record<string, string> = {};
      if (g.next() < 0.2) headers.lang = g.pick(["en", "fr", "ru", "xx", ""]);
      if (g.next() < 0.2) headers["x-client-id"] = g.pick(["fuzz-client", "bad id", "x".repeat(200)]);
      if (g.next() < 0.3) headers["idempotency-key"] = g.pick(["fuzz-key-00000001", "short", `fuzz-key-${round}`]);
      const withBody = method !== "GET" && g.next() < 0.8;
      const broken = withBody && g.next() < 0.1;
      if (broken) headers["content-type"] = "application/json";
      const answer = await api.call(method, `${path}?${query}`, {
        token: g.next() < 0.6 ? token : undefined,
        headers,
        ...(broken ? { rawBody: '{"broken": ' } : withBody ? { body: randomValue(g) } : {}),
      });
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      // Signing out revokes the token; sign in again so later rounds still reach the admin calls.
      if (template === "/auth" && method === "DELETE" && answer.status === 204)
        token = (await api.signIn(demo.admin.email, demo.admin.password)).token;
      if (answer.status >= 500) failures.push(`${method} ${path}?${query} → ${answer.status} ${JSON.stringify(answer.body)}`);
      else if (answer.status >= 400) expect(apiError.safeParse(answer.body).success, `${method} ${path}?${query}`).toBe(true);
    }
    expect(failures).toEqual([]);
    // The random requests must reach the handlers, not only the validators.
    const succeeded = [...statuses].filter(([status]) => status < 300).reduce((sum, [, count]) => sum + count, 0);
    expect(succeeded).toBeGreaterThan(20);
  }, 120_000);
});

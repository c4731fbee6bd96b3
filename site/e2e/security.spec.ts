// Issue 24 from outside, as an attacker would try it: plain HTTP with chosen Host, Origin and Sec-Fetch-Site
// headers (no browser: a browser would never send the hostile ones), and Chromium where a visitor is involved.
import http from "node:http";
import { expect } from "@playwright/test";
import { apiPort, sitePort } from "../playwright.config";
import { demoAccounts, signInAs } from "./account-support";
import { test } from "./fixtures";
import { at } from "./hosts";
import { httpRequest, type HttpAnswer } from "./http-get";

const home = "storyfront.com";
const originOf = (host: string) => `http://${host}:${sitePort}`;
const self = originOf(home);
const json = "application/json";
const jsonFrom = (origin: string) => ({ "content-type": json, origin });

type Init = { method?: string; headers?: Record<string, string>; body?: string };
/** Node sends a DELETE's body with no length unless told, which the server reads as the next request. */
const send = (path: string, init: Init = {}, host = home) => {
  const length: Record<string, string> = init.body === undefined ? {} : { "content-length": String(Buffer.byteLength(init.body)) };
  return httpRequest(sitePort, host, path, { ...init, headers: { ...length, ...init.headers } });
};
const post = (path: string, headers: Record<string, string>, body: string, host = home) =>
  send(path, { method: "POST", headers, body }, host);
const setCookies = (answer: HttpAnswer) => answer.headers["set-cookie"] ?? [];
/** The session's cookies among them (the proxy may also hand out the visitor's client id). */
const sessionCookies = (answer: HttpAnswer) => setCookies(answer).filter((line) => /^sf_(token|refresh_token|two_factor)=/.test(line));
const cookieLine = (answer: HttpAnswer, name: string) => setCookies(answer).find((line) => line.startsWith(`${name}=`));
const cookieValue = (answer: HttpAnswer, name: string) =>
  cookieLine(answer, name)
    ?.split(";")[0]
    ?.slice(name.length + 1) ?? "";

/** Signs in over plain HTTP the way the login page does (same origin, JSON); the answer carries the cookies. */
async function signIn(host = home, who: keyof typeof demoAccounts = "user", headers: Record<string, string> = {}) {
  const { email, password } = demoAccounts[who];
  const answer = await post("/api/auth", { ...jsonFrom(originOf(host)), ...headers }, JSON.stringify({ email, password }), host);
  expect(answer.status, `sign-in of ${email} on ${host}`).toBe(200);
  return { answer, token: cookieValue(answer, "sf_token"), refreshToken: cookieValue(answer, "sf_refresh_token") };
}

/** PATCH /auth at the API itself: whether a refresh token still buys tokens. */
const refreshAtApi = (refreshToken: string) =>
  httpRequest(apiPort, "127.0.0.1", "/auth", {
    method: "PATCH",
    headers: { "content-type": json },
    body: JSON.stringify({ refreshToken }),
  });

/** Where a browser goes with this answer's Location, resolved as it would resolve it. */
const landing = (answer: HttpAnswer) => new URL(String(answer.headers.location), self);

test.describe("redirects", () => {
  // As written in the query string (so the server decodes it once, as it would for a link a visitor clicks).
  const queries = [
    "/.//evil.example",
    "/a/..//evil.example",
    "/%2e//evil.example",
    "/..%2F%2Fevil.example",
    "/./%2F/evil.example",
    "/a/b/../..//evil.example",
    "/%2e%2e//evil.example",
    "/.%5C/evil.example",
    "%5C%5Cevil.example",
    "/%5Cevil.example",
    "/%5C%2Fevil.example",
    "https:evil.example",
    "https:%2F%2Fevil.example",
    "//evil.example",
    "/%09/evil.example",
    "/%0A/evil.example",
    "/%0D%0A/evil.example",
    "%09//evil.example",
    "/%00/evil.example",
    "javascript:alert(1)",
    "/%252F%252Fevil.example",
    "/%25%32%66%25%32%66evil.example",
    "%EF%BC%8F%EF%BC%8Fevil.example",
    "/.//evil.example%23",
    "/%2e%2E/%2F/evil.example",
  ];

  test("leaving draft mode goes back only to a path on this site, whatever ?path= holds", async () => {
    for (const query of queries) {
      const answer = await send(`/api/draft/exit?path=${query}`);
      expect([303, 307, 308], query).toContain(answer.status);
      const target = landing(answer);
      expect(target.origin, `${query} → ${answer.headers.location}`).toBe(self);
      expect(String(answer.headers.location), query).not.toMatch(/^[/\\]{2}|^\/\\/);
    }
    expect(landing(await send("/api/draft/exit?path=/a/..//evil.example")).pathname).toBe("/");
    expect(landing(await send("/api/draft/exit?path=%2Ffr%2F.%2Fenterprise%3Fx%3D1")).href).toBe(`${self}/fr/enterprise?x=1`);
  });

  test("the proxy's own redirects keep dot segments and doubled slashes on this site", async () => {
    const paths = ["/en/.//evil.example", "/en/%2e//evil.example", "/en/..//evil.example", "/en//evil.example", "/en/%2F%2Fevil.example"];
    paths.push("/en/%5C%5Cevil.example");
    for (const path of paths) {
      const answer = await send(path);
      if (answer.headers.location !== undefined) expect(landing(answer).origin, `${path} → ${answer.headers.location}`).toBe(self);
    }
  });

  test("a signed-in visitor opening /login?next= with dot segments stays on the site", async ({ page }) => {
    await page.goto(at(home, "/"));
    await signInAs(page, "user");
    for (const next of ["%2Fa%2F..%2F%2Fevil.example", "%2F.%2F%2Fevil.example", "%2F%2e%2F%2Fevil.example"]) {
      await page.goto(at(home, `/login?next=${next}`));
      await page.waitForURL((url) => url.pathname !== "/login");
      expect(page.url(), next).toBe(`${self}/`);
    }
  });
});

test.describe("cross-site writes", () => {
  /** Every state-changing route handler with a body it would accept; the guard answers before reading it. */
  const writes: [method: string, path: string][] = [
    ["POST", "/api/auth"],
    ["DELETE", "/api/auth"],
    ["POST", "/api/auth/two-factor"],
    ["POST", "/api/auth/signup"],
    ["POST", "/api/auth/signup/resend"],
    ["POST", "/api/auth/signup/confirm"],
    ["POST", "/api/auth/password-reset"],
    ["POST", "/api/auth/password-reset/confirm"],
    ["POST", "/api/auth/invite/abc123"],
    ["POST", "/api/lead"],
    ["POST", "/api/page-read/some-article"],
    ["PUT", "/api/profile"],
    ["PUT", "/api/profile/password"],
    ["POST", "/api/profile/two-factor"],
    ["POST", "/api/admin/tag"],
    ["PUT", "/api/admin/tag/1"],
    ["DELETE", "/api/admin/tag/1"],
  ];
  const hostile: [label: string, headers: Record<string, string>][] = [
    ["another site", { origin: "http://evil.example" }],
    ["a sibling subdomain", { origin: originOf("test.storyfront.com") }],
    ["the same host over another scheme", { origin: `https://${home}:${sitePort}` }],
    ["another port", { origin: `http://${home}:1` }],
    ["an opaque origin", { origin: "null" }],
    ["Sec-Fetch-Site cross-site", { "sec-fetch-site": "cross-site" }],
    ["Sec-Fetch-Site same-site", { "sec-fetch-site": "same-site", origin: originOf("test.storyfront.com") }],
    ["Sec-Fetch-Site none", { "sec-fetch-site": "none" }],
    ["neither header", {}],
  ];

  test("every state-changing handler refuses them with 403 before reading the body", async () => {
    const { token, refreshToken } = await signIn(home, "admin");
    const cookie = `sf_token=${token}; sf_refresh_token=${refreshToken}`;
    for (const [method, path] of writes) {
      for (const [label, headers] of hostile) {
        const sent = { "content-type": json, cookie, "idempotency-key": `e2e-${Date.now()}`, ...headers };
        const answer = await send(path, { method, headers: sent, body: "{}" });
        expect(answer.status, `${method} ${path} from ${label}`).toBe(403);
        expect(sessionCookies(answer), `${method} ${path} from ${label}`).toEqual([]);
      }
    }
    // The admin's session was never touched: a same-origin call still works.
    const tag = await send("/api/admin/tag", { method: "POST", headers: { ...jsonFrom(self), cookie }, body: "{}" });
    expect(tag.status).toBe(422);
  });

  test("the same origin passes, by Sec-Fetch-Site or by Origin", async () => {
    const wrong = JSON.stringify({ email: "nobody-here@example.com", password: "not-the-password" });
    expect((await send("/api/auth", { method: "POST", headers: jsonFrom(self), body: wrong })).status).toBe(401);
    expect((await post("/api/auth", { "content-type": json, "sec-fetch-site": "same-origin" }, wrong)).status).toBe(401);
    expect((await post("/api/auth", jsonFrom(originOf("test.storyfront.com")), wrong, "test.storyfront.com")).status).toBe(401);
    // A TLS-terminating proxy says which scheme the visitor used.
    expect((await post("/api/auth", { ...jsonFrom(`https://${home}:${sitePort}`), "x-forwarded-proto": "https" }, wrong)).status).toBe(401);
  });

  test("a cross-site text/plain form cannot sign a visitor in (login CSRF); sign-in and sign-up take JSON only", async () => {
    const { email, password } = demoAccounts.user;
    const body = JSON.stringify({ email, password });
    const forged = await post("/api/auth", { "content-type": "text/plain", origin: "http://evil.example" }, body);
    expect(forged.status).toBe(403);
    expect(sessionCookies(forged)).toEqual([]);
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/jsonp"]) {
      const answer = await send("/api/auth", { method: "POST", headers: { "content-type": type, origin: self }, body });
      expect(answer.status, type).toBe(415);
      expect(sessionCookies(answer), type).toEqual([]);
      const signup = await post("/api/auth/signup", { "content-type": type, origin: self }, JSON.stringify({ email: "x@example.com" }));
      expect(signup.status, type).toBe(415);
    }
    expect((await post("/api/auth", { "content-type": "application/json; charset=utf-8", origin: self }, body)).status).toBe(200);
  });

  test("the revalidation hook stays open to servers, which send no Origin", async () => {
    const answer = await post("/api/revalidate", { "content-type": json, authorization: "Bearer wrong" }, '{"pages":true}');
    expect([401, 503]).toContain(answer.status);
  });
});

test.describe("limits and answers", () => {
  test("bodies over 64 KB are refused with 413, announced or streamed", async () => {
    const big = JSON.stringify({ email: "a@example.com", password: "x".repeat(100_000) });
    for (const path of ["/api/auth", "/api/lead", "/api/auth/signup"]) {
      const announced = await post(path, { ...jsonFrom(self), "idempotency-key": `e2e-${Date.now()}` }, big);
      expect(announced.status, path).toBe(413);
    }
    const streamed = await new Promise<number>((resolve, reject) => {
      const request = http.request(
        {
          host: "127.0.0.1",
          port: sitePort,
          path: "/api/auth",
          method: "POST",
          headers: { host: `${home}:${sitePort}`, ...jsonFrom(self), "transfer-encoding": "chunked" },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.write('{"email":"a@example.com","password":"');
      for (let chunk = 0; chunk < 20; chunk++) request.write("x".repeat(8_000));
      request.end('"}');
    });
    expect(streamed).toBe(413);
  });

  test("a bad search is 400 with a message, not 502", async () => {
    for (const q of ["%00", "a%00b", "%1F", "%7F", "x".repeat(300)]) {
      const answer = await send(`/api/blog-search?q=${q}`);
      expect(answer.status, q).toBe(400);
      expect(JSON.parse(answer.body).message, q).toMatch(/search/i);
    }
    expect((await send("/api/blog-search?q=story")).status).toBe(200);
  });

  test("route handlers' JSON answers carry nosniff and are never cached", async () => {
    for (const [method, path, headers] of [
      ["GET", "/api/auth", {}],
      ["GET", "/api/blog-search?q=story", {}],
      ["GET", "/api/blog-search?q=%00", {}],
      ["POST", "/api/auth", { origin: "http://evil.example" }],
      ["POST", "/api/auth", { origin: self, "content-type": "text/plain" }],
      ["GET", "/api/sales-logic", {}],
    ] as const) {
      const answer = await send(path, { method, headers: { ...headers }, body: method === "POST" ? "{}" : undefined });
      expect(answer.headers["x-content-type-options"], `${method} ${path}`).toBe("nosniff");
      expect(answer.headers["content-type"], `${method} ${path}`).toMatch(/^application\/json/);
    }
  });
});

test.describe("sessions", () => {
  test("signing out with only the refresh cookie revokes it and clears both cookies", async () => {
    const { refreshToken } = await signIn();
    const out = await send("/api/auth", { method: "DELETE", headers: { origin: self, cookie: `sf_refresh_token=${refreshToken}` } });
    expect(out.status).toBe(200);
    expect(cookieLine(out, "sf_token")).toMatch(/Max-Age=0/i);
    expect(cookieLine(out, "sf_refresh_token")).toMatch(/Max-Age=0/i);
    expect((await refreshAtApi(refreshToken)).status).toBe(401);
  });

  test("signing out with both cookies revokes the refresh token too", async () => {
    const { token, refreshToken } = await signIn();
    const cookie = `sf_token=${token}; sf_refresh_token=${refreshToken}`;
    const out = await send("/api/auth", { method: "DELETE", headers: { origin: self, cookie } });
    expect(out.status).toBe(200);
    expect((await refreshAtApi(refreshToken)).status).toBe(401);
  });

  test("a rotated refresh token buys no tokens when replayed through the site", async () => {
    const { refreshToken } = await signIn();
    const first = await send("/api/auth", { headers: { cookie: `sf_refresh_token=${refreshToken}` } });
    expect(JSON.parse(first.body).user).not.toBeNull();
    const rotated = cookieValue(first, "sf_refresh_token");
    expect(rotated).not.toBe("");
    expect(rotated).not.toBe(refreshToken);
    // A request that left with the old cookie together with the first (a page's parallel calls, another tab) is
    // answered as the user, but the tokens went to the first request only.
    const together = await send("/api/auth", { headers: { cookie: `sf_refresh_token=${refreshToken}` } });
    expect(sessionCookies(together)).toEqual([]);
    // Once that moment has passed (refreshGraceMs in requests/api-session.ts, 2 s), the old token is refused.
    await new Promise((resolve) => setTimeout(resolve, 2_500));
    const replay = await send("/api/auth", { headers: { cookie: `sf_refresh_token=${refreshToken}` } });
    expect(JSON.parse(replay.body).user).toBeNull();
    expect(cookieValue(replay, "sf_refresh_token")).toBe("");
    expect(cookieValue(replay, "sf_token")).toBe("");
  });

  test("session cookies are host-only, and Secure on production hosts whatever the proxy says", async () => {
    for (const host of [home, "storyfront.ru", "test.storyfront.com", "dev.storyfront.ru"]) {
      const { answer } = await signIn(host, "user", { "x-forwarded-proto": "http" });
      for (const name of ["sf_token", "sf_refresh_token"]) {
        const line = cookieLine(answer, name) ?? "";
        expect(line, `${name} on ${host}`).toMatch(/HttpOnly/i);
        expect(line, `${name} on ${host}`).not.toMatch(/Domain=/i);
        if (host === home || host === "storyfront.ru") expect(line, `${name} on ${host}`).toMatch(/;\s*Secure/i);
      }
    }
    const local = await signIn("localhost");
    expect(cookieLine(local.answer, "sf_token")).not.toMatch(/Secure/i);
  });
});

import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiError } from "@storyfront/schemas";
import { backends, demo, startTestApi, type Answer, type TestApi } from "../test/harness";

describe.each(backends)("HTTP edges on %s", (backend) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi(backend, { corsOrigins: ["http://localhost:3000", "https://storyfront.com"] });
  });
  afterAll(() => api?.close());

  it("allows the site's own origins with credentials and exposes the pagination headers", async () => {
    const answer = await api.call("GET", "/page?per-page=1", { headers: { origin: "https://storyfront.com" } });
    expect(answer.headers.get("access-control-allow-origin")).toBe("https://storyfront.com");
    expect(answer.headers.get("access-control-allow-credentials")).toBe("true");
    expect(answer.headers.get("access-control-expose-headers")).toContain("x-pagination-total-count");

    const preflight = await api.call("OPTIONS", "/auth", {
      headers: {
        origin: "http://localhost:3000",
        "access-control-request-method": "PATCH",
        "access-control-request-headers": "authorization,lang,x-client-id",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe("http://localhost:3000");
    expect(preflight.headers.get("access-control-allow-methods")).toContain("PATCH");
  });

  it("gives other origins no CORS permission", async () => {
    for (const origin of ["https://evil.example", "https://storyfront.com.evil.example", "null"]) {
      const answer = await api.call("GET", "/page?per-page=1", { headers: { origin } });
      expect(answer.headers.get("access-control-allow-origin"), origin).toBeNull();
    }
  });

  it("limits the request body size", async () => {
    const answer = await api.call("POST", "/lead", {
      headers: { "idempotency-key": "size-limit-key" },
      body: { kind: "demo", email: "a@b.co", name: "x".repeat(70 * 1024) },
    });
    expect(answer.status).toBe(413);
    expect(apiError.parse(answer.body).message).toBeTruthy();
  });

  it("answers malformed JSON and unsupported content types with 4xx JSON", async () => {
    const bad = await api.call("POST", "/auth", { rawBody: "{not json", headers: { "content-type": "application/json" } });
    expect(bad.status).toBe(400);
    expect(apiError.parse(bad.body).message).toMatch(/JSON/);
    const xml = await api.call("POST", "/auth", { rawBody: "<email/>", headers: { "content-type": "application/xml" } });
    expect(xml.status).toBe(415);
    apiError.parse(xml.body);
    const text = await api.call("POST", "/auth", { rawBody: "email=a", headers: { "content-type": "text/plain" } });
    expect(text.status).toBe(422);
    const array = await api.call<{ errors: { field: string }[] }>("POST", "/auth", { body: ["a"] });
    expect(array.status).toBe(422);
  });

  it("answers an over-long path parameter with 414 JSON", async () => {
    const answer = await api.call("GET", `/invite/${"x".repeat(101)}`);
    expect(answer.status).toBe(414);
    apiError.parse(answer.body);
  });

  it("answers unknown calls with 404 JSON", async () => {
    const answer = await api.call("GET", "/nothing/here");
    expect(answer.status).toBe(404);
    expect(apiError.parse(answer.body).message).toContain("/nothing/here");
  });

  it("validates the lang and x-client-id headers", async () => {
    const lang = await api.call<{ errors: { field: string; message: string }[] }>("GET", "/page", { lang: "klingon" });
    expect(lang.status).toBe(422);
    expect(lang.body.errors).toEqual([{ field: "lang", message: "must be one of en, fr, de, es, ru" }]);
    const client = await api.call<{ errors: { field: string }[] }>("GET", "/page", { clientId: "bad id with spaces" });
    expect(client.status).toBe(422);
    expect(client.body.errors[0]?.field).toBe("x-client-id");
  });

  it("sends nosniff and JSON with its charset on every answer: successes, errors, unknown calls, oversized bodies", async () => {
    const answers: [string, Answer][] = [
      ["health", await api.call("GET", "/health")],
      ["openapi", await api.call("GET", "/openapi.json")],
      ["unknown call", await api.call("GET", "/nothing/here")],
      ["unknown method", await api.call("PUT", "/health")],
      ["bad JSON", await api.call("POST", "/auth", { rawBody: "{not json", headers: { "content-type": "application/json" } })],
      ["unsupported type", await api.call("POST", "/auth", { rawBody: "<a/>", headers: { "content-type": "application/xml" } })],
      [
        "too large",
        await api.call("POST", "/lead", { headers: { "idempotency-key": "nosniff-key" }, body: { name: "x".repeat(70 * 1024) } }),
      ],
      ["invalid", await api.call("GET", "/page?per-page=0")],
      ["no token", await api.call("GET", "/auth")],
      ["over-long path", await api.call("GET", `/invite/${"x".repeat(101)}`)],
      ["bad path encoding", await api.call("GET", "/page/%E0%A4%A")],
    ];
    for (const [what, answer] of answers) {
      expect(answer.headers.get("x-content-type-options"), what).toBe("nosniff");
      expect(answer.headers.get("content-type"), what).toBe("application/json; charset=utf-8");
      expect(answer.headers.get("content-security-policy"), what).toBe("default-src 'none'; frame-ancestors 'none'");
    }
    const empty = await api.call("DELETE", "/auth", { body: { refreshToken: "none-such" } });
    expect(empty.status).toBe(204);
    expect(empty.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("keeps answers with tokens or a signed-in user's data out of every cache", async () => {
    const login = await api.call("POST", "/auth", { body: { email: demo.manager.email, password: demo.manager.password } });
    expect(login.status).toBe(200);
    const { token } = login.body as { token: string };
    const answers: [string, Answer][] = [
      ["login", login],
      ["wrong password", await api.call("POST", "/auth", { body: { email: demo.admin.email, password: "nope" } })],
      ["signed-in user", await api.call("GET", "/auth", { token })],
      ["expired token", await api.call("GET", "/auth", { token: "made-up" })],
      ["signed-in page list", await api.call("GET", "/page?per-page=1", { token })],
      ["leads", await api.call("GET", "/admin/lead", { token })],
    ];
    for (const [what, answer] of answers) expect(answer.headers.get("cache-control"), what).toMatch(/\bno-store\b/);
  });

  it("accepts the bearer scheme in any case, as RFC 7235 says", async () => {
    const { token } = await api.signIn(demo.user.email, demo.user.password);
    for (const scheme of ["Bearer", "bearer", "BEARER", "bEaReR"]) {
      expect((await api.call("GET", "/auth", { headers: { authorization: `${scheme} ${token}` } })).status, scheme).toBe(200);
    }
    expect((await api.call("GET", "/auth", { headers: { authorization: `Basic ${token}` } })).status).toBe(401);
  });

  it("names the bad expand field without repeating what was sent", async () => {
    const probe = "<img src=x onerror=alert(1)>";
    const answer = await api.call<{ message: string; errors: { field: string; message: string }[] }>(
      "GET",
      `/page?expand=${encodeURIComponent(probe)}`,
    );
    expect(answer.status).toBe(422);
    expect(answer.body.errors.map(({ field }) => field)).toEqual(["expand"]);
    expect(JSON.stringify(answer.body)).not.toContain("onerror");
    expect(answer.body.errors[0]?.message).toMatch(/^must be among /);
    const key = await api.call<{ message: string; errors: { field: string; message: string }[] }>("POST", "/auth/password-reset", {
      body: { email: "a@b.co", [probe]: 1 },
    });
    expect(key.status).toBe(422);
    expect(JSON.stringify(key.body)).not.toContain("onerror");
    expect(key.body.errors).toEqual([{ field: "body", message: "has a field that is not allowed" }]);
  });

  it("answers out-of-range numbers and odd text as client errors", async () => {
    expect((await api.call("GET", "/admin/tag/99999999999")).status).toBeLessThan(500);
    expect((await api.call("POST", "/page/99999999999")).status).toBe(404);
    expect((await api.call("GET", "/page?page=1000001")).status).toBe(422);
    expect((await api.call("POST", "/auth", { body: { email: "a@b.co", password: "\u0000" } })).status).toBe(401);
    expect((await api.call("GET", "/page?q=%00")).status).toBeLessThan(500);
  });
});

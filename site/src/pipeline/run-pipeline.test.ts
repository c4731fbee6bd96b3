import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/domain/site-config";
import { runPipeline } from "./run-pipeline";
import type { IncomingRequest } from "./types";

const config = readSiteConfig({});
const request = (over: Partial<IncomingRequest>): IncomingRequest => ({
  host: "storyfront.com",
  pathname: "/",
  search: "",
  cookies: {},
  ...over,
});
const uuid = "0b6f2c1e-8a4d-4f3b-9c2e-5d7a1b3c4e5f";

describe("request pipeline", () => {
  it("answers 403 for a host outside the allow-list and runs nothing after it", () => {
    const state = runPipeline(request({ host: "storyfront.com.evil.io" }), config);
    expect(state.answer).toEqual({ status: 403 });
    expect(state.setCookies).toEqual([]);
    expect(state.rewrite).toBeUndefined();
  });

  it("answers 500 naming an unknown step", () => {
    const broken = readSiteConfig({ SITE_PIPELINE: "ensureDomain,ensureClientId,nuxti18n" });
    const state = runPipeline(request({}), broken);
    expect(state.answer).toEqual({ status: 500, message: "Unknown middleware nuxti18n" });
  });

  it("does not mistake object prototype names for steps", () => {
    const state = runPipeline(request({}), readSiteConfig({ SITE_PIPELINE: "ensureDomain,toString" }));
    expect(state.answer?.message).toBe("Unknown middleware toString");
  });

  it("rewrites com pages to the internal host/locale path", () => {
    expect(runPipeline(request({ pathname: "/" }), config).rewrite).toBe("/storyfront.com/en");
    expect(runPipeline(request({ pathname: "/fr/sales", search: "?email=a%40b.co" }), config).rewrite).toBe(
      "/storyfront.com/fr/sales?email=a%40b.co",
    );
    expect(runPipeline(request({ pathname: "/blog/" }), config).rewrite).toBe("/storyfront.com/en/blog");
  });

  it("serves ru only on the ru variant", () => {
    const state = runPipeline(request({ host: "test.storyfront.ru", pathname: "/pricing" }), config);
    expect(state).toMatchObject({ locale: "ru", rewrite: "/test.storyfront.ru/ru/pricing" });
    // A com locale is never applied on ru: it stays part of the path (and so is a 404).
    expect(runPipeline(request({ host: "storyfront.ru", pathname: "/de" }), config)).toMatchObject({
      locale: "ru",
      rewrite: "/storyfront.ru/ru/de",
    });
  });

  it("redirects a prefix naming the domain's default locale to the bare path", () => {
    expect(runPipeline(request({ pathname: "/en" }), config).redirect).toBe("/");
    expect(runPipeline(request({ pathname: "/en/pricing", search: "?a=1" }), config).redirect).toBe("/pricing?a=1");
    expect(runPipeline(request({ host: "storyfront.ru", pathname: "/ru/blog" }), config).redirect).toBe("/blog");
  });

  it("does not apply ru on com", () => {
    expect(runPipeline(request({ pathname: "/ru" }), config)).toMatchObject({ locale: "en", rewrite: "/storyfront.com/en/ru" });
  });

  it("writes no cookie on a page, whatever the visitor sends: the same HTML may go to everyone", () => {
    const visitors: Record<string, string>[] = [{}, { NEXT_LOCALE: "en" }, { sf_client_uuid: "<script>" }];
    for (const cookies of visitors) {
      const state = runPipeline(request({ pathname: "/de/faq", cookies }), config);
      expect(state.setCookies).toEqual([]);
      expect(state.locale).toBe("de");
    }
  });

  it("leaves route handlers without a locale but with a client id", () => {
    const state = runPipeline(request({ pathname: "/api/sales-logic" }), config);
    expect(state.rewrite).toBeUndefined();
    expect(state.locale).toBeUndefined();
    expect(state.clientId).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("client id cookie", () => {
  const handler = "/api/sales-logic";

  it("is generated for a route handler as a v4 UUID with the spec's attributes when absent", () => {
    const state = runPipeline(request({ host: "test.storyfront.com:3000", pathname: handler }), config);
    const cookie = state.setCookies.find((c) => c.name === "sf_client_uuid");
    expect(cookie).toMatchObject({ domain: "test.storyfront.com", secure: false, sameSite: "lax", httpOnly: false, path: "/" });
    expect(cookie?.value).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(state.clientId).toBe(cookie?.value);
  });

  it("is never written on a page, which passes on an existing id only", () => {
    const first = runPipeline(request({}), config);
    expect(first.clientId).toBeUndefined();
    expect(first.setCookies).toEqual([]);
    expect(runPipeline(request({ cookies: { sf_client_uuid: uuid } }), config)).toMatchObject({ clientId: uuid, setCookies: [] });
  });

  it("is not written for the operator's revalidation route", () => {
    expect(runPipeline(request({ pathname: "/api/revalidate" }), config).setCookies).toEqual([]);
  });

  it("is not written for field data: a vitals beacon stays anonymous", () => {
    expect(runPipeline(request({ pathname: "/api/vitals" }), config).setCookies).toEqual([]);
  });

  it("reads an existing id and writes nothing", () => {
    const state = runPipeline(request({ pathname: handler, cookies: { sf_client_uuid: uuid, NEXT_LOCALE: "en" } }), config);
    expect(state.clientId).toBe(uuid);
    expect(state.setCookies).toEqual([]);
  });

  it("replaces a value that is not a v4 UUID", () => {
    const state = runPipeline(request({ pathname: handler, cookies: { sf_client_uuid: "<script>" } }), config);
    expect(state.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(state.setCookies.find((c) => c.name === "sf_client_uuid")?.value).toBe(state.clientId);
  });

  it("uses the configured prefix and domain template", () => {
    const custom = readSiteConfig({ CLIENT_ID_COOKIE_PREFIX: "acme_", CLIENT_ID_COOKIE_DOMAIN: ".{hostname}" });
    const cookie = runPipeline(request({ host: "dev.storyfront.ru", pathname: handler }), custom).setCookies.find(
      (c) => c.name === "acme_client_uuid",
    );
    expect(cookie?.domain).toBe(".dev.storyfront.ru");
  });

  it("sets no Domain on loopback names, which browsers would refuse", () => {
    const cookie = runPipeline(request({ host: "localhost:3000", pathname: handler }), config).setCookies.find(
      (c) => c.name === "sf_client_uuid",
    );
    expect(cookie).toBeDefined();
    expect(cookie?.domain).toBeUndefined();
  });
});

describe("response headers", () => {
  const headersOf = (over: Partial<IncomingRequest>) => runPipeline(request(over), config).headers;

  it("marks every page noindex outside production", () => {
    expect(headersOf({ host: "test.storyfront.com" })["X-Robots-Tag"]).toBe("noindex");
    expect(headersOf({ host: "dev.storyfront.ru" })["X-Robots-Tag"]).toBe("noindex");
    expect(headersOf({ host: "localhost:3000" })["X-Robots-Tag"]).toBe("noindex");
    expect(headersOf({ host: "storyfront.com" })["X-Robots-Tag"]).toBeUndefined();
  });

  it("marks sales-layout pages other than /sales noindex in production", () => {
    expect(headersOf({ pathname: "/sales" })["X-Robots-Tag"]).toBeUndefined();
    expect(headersOf({ pathname: "/fr/sales" })["X-Robots-Tag"]).toBeUndefined();
    expect(headersOf({ pathname: "/quick-demo" })["X-Robots-Tag"]).toBe("noindex");
    expect(headersOf({ pathname: "/de/invite/abc" })["X-Robots-Tag"]).toBe("noindex");
    expect(headersOf({ pathname: "/salesforce" })["X-Robots-Tag"]).toBeUndefined();
  });

  it("sends the security baseline, HSTS only in production", () => {
    const production = headersOf({});
    expect(production["Content-Security-Policy"]).toContain("frame-ancestors 'none'");
    expect(production["Content-Security-Policy"]).toContain("media-src 'self' https:");
    expect(production["Content-Security-Policy"]).toContain("object-src 'none'");
    expect(production["Content-Security-Policy"]).toContain("connect-src 'self' https://api.storyfront.com");
    expect(production["X-Content-Type-Options"]).toBe("nosniff");
    expect(production["Referrer-Policy"]).toBe("strict-origin-when-cross-origin");
    expect(production["Strict-Transport-Security"]).toMatch(/max-age=\d+/);
    expect(headersOf({ host: "test.storyfront.com" })["Strict-Transport-Security"]).toBeUndefined();
  });

  it("lets com's /sales load the meeting scheduler from its own origins, and no other page", () => {
    const csp = (over: Partial<IncomingRequest>) => headersOf(over)["Content-Security-Policy"] ?? "";
    expect(csp({ pathname: "/sales" })).toMatch(/script-src [^;]*https:\/\/assets\.calendly\.com/);
    expect(csp({ pathname: "/fr/sales" })).toMatch(/frame-src [^;]*https:\/\/calendly\.com/);
    expect(csp({ pathname: "/pricing" })).not.toContain("calendly");
    expect(csp({ host: "storyfront.ru", pathname: "/sales" })).not.toContain("calendly");
  });
});

import { describe, expect, it } from "vitest";
import { siteConfig } from "@/domain/site-config";
import { findSite } from "@/domain/allowed-hosts";
import { domainInfoFor } from "@/domain/domain-info";
import { authCookieOptions, cameOverHttps, clearTokens, sessionCookieDomain, writeTokens } from "./auth-cookies";

const domainOf = (host: string) => {
  const site = findSite(host, siteConfig);
  if (!site) throw new Error(host);
  return domainInfoFor(site, siteConfig);
};

describe("token cookies", () => {
  it("are host-only by default, with the spec's max ages", () => {
    const set: [string, string, unknown][] = [];
    const jar = { set: (name: string, value: string, options: unknown) => set.push([name, value, options]) };
    writeTokens(jar, domainOf("test.storyfront.com"), { token: "a", refreshToken: "r", expiresIn: 1800, refreshExpiresIn: 5184000 }, true);
    expect(set).toEqual([
      ["sf_token", "a", { path: "/", httpOnly: true, sameSite: "lax", secure: true, maxAge: 1800 }],
      ["sf_refresh_token", "r", { path: "/", httpOnly: true, sameSite: "lax", secure: true, maxAge: 5184000 }],
    ]);
    for (const host of ["storyfront.com", "storyfront.ru", "dev.storyfront.ru", "localhost:3000"]) {
      expect(authCookieOptions(domainOf(host), 10, false), host).not.toHaveProperty("domain");
    }
  });

  it("expire at once when cleared", () => {
    const set: unknown[][] = [];
    clearTokens({ set: (...args: unknown[]) => set.push(args) }, domainOf("storyfront.ru"), false);
    expect(set.map(([name, value, options]) => [name, value, (options as { maxAge: number }).maxAge])).toEqual([
      ["sf_token", "", 0],
      ["sf_refresh_token", "", 0],
    ]);
  });

  it("are Secure on production hosts whatever the proxy said, and follow the scheme elsewhere", () => {
    for (const host of ["storyfront.com", "storyfront.ru"]) expect(authCookieOptions(domainOf(host), 10, false).secure, host).toBe(true);
    for (const host of ["test.storyfront.com", "dev.storyfront.ru", "localhost:3000"]) {
      expect(authCookieOptions(domainOf(host), 10, false).secure, host).toBe(false);
      expect(authCookieOptions(domainOf(host), 10, true).secure, host).toBe(true);
    }
    expect(cameOverHttps(new Request("http://storyfront.com/api/auth", { headers: { "x-forwarded-proto": "https" } }))).toBe(true);
    expect(cameOverHttps(new Request("https://storyfront.com/api/auth"))).toBe(true);
    expect(cameOverHttps(new Request("http://storyfront.com/api/auth"))).toBe(false);
  });
});

describe("SESSION_COOKIE_DOMAIN", () => {
  it("is used where the host lies inside it and it holds one environment's hosts", () => {
    expect(sessionCookieDomain(domainOf("test.storyfront.com"), "test.storyfront.com")).toBe("test.storyfront.com");
    expect(sessionCookieDomain(domainOf("test.storyfront.com"), ".Test.StoryFront.com")).toBe("test.storyfront.com");
    expect(sessionCookieDomain(domainOf("dev.storyfront.ru"), "dev.storyfront.com, dev.storyfront.ru")).toBe("dev.storyfront.ru");
  });

  it("is never the production domain, which browsers would also send to the test and dev hosts below it", () => {
    expect(sessionCookieDomain(domainOf("storyfront.com"), "storyfront.com")).toBeUndefined();
    expect(sessionCookieDomain(domainOf("storyfront.com"), ".StoryFront.com")).toBeUndefined();
    expect(sessionCookieDomain(domainOf("storyfront.ru"), "storyfront.com, storyfront.ru")).toBeUndefined();
  });

  it("is refused for hosts outside it, for the production domain from a test or dev host, and on loopback", () => {
    expect(sessionCookieDomain(domainOf("storyfront.ru"), "storyfront.com")).toBeUndefined();
    expect(sessionCookieDomain(domainOf("storyfront.com"), "evil.com")).toBeUndefined();
    expect(sessionCookieDomain(domainOf("storyfront.com"), "com")).toBeUndefined();
    expect(sessionCookieDomain(domainOf("storyfront.com"), "test.storyfront.com")).toBeUndefined();
    expect(sessionCookieDomain(domainOf("test.storyfront.com"), "storyfront.com")).toBeUndefined();
    expect(sessionCookieDomain(domainOf("dev.storyfront.ru"), "storyfront.ru")).toBeUndefined();
    expect(sessionCookieDomain(domainOf("localhost:3000"), "localhost")).toBeUndefined();
    expect(sessionCookieDomain(domainOf("storyfront.com"), undefined)).toBeUndefined();
    expect(sessionCookieDomain(domainOf("storyfront.com"), "")).toBeUndefined();
  });
});

import { describe, expect, it } from "vitest";
import { siteConfig } from "@/domain/site-config";
import { findSite } from "@/domain/allowed-hosts";
import { domainInfoFor } from "@/domain/domain-info";
import { authCookieOptions, cameOverHttps, clearTokens, writeTokens } from "./auth-cookies";

const domainOf = (host: string) => {
  const site = findSite(host, siteConfig);
  if (!site) throw new Error(host);
  return domainInfoFor(site, siteConfig);
};

describe("token cookies", () => {
  it("live on the base domain with the spec's max ages", () => {
    const set: [string, string, unknown][] = [];
    const jar = { set: (name: string, value: string, options: unknown) => set.push([name, value, options]) };
    writeTokens(jar, domainOf("test.storyfront.com"), { token: "a", refreshToken: "r", expiresIn: 1800, refreshExpiresIn: 5184000 }, true);
    expect(set).toEqual([
      ["sf_token", "a", { domain: "storyfront.com", path: "/", httpOnly: true, sameSite: "lax", secure: true, maxAge: 1800 }],
      ["sf_refresh_token", "r", { domain: "storyfront.com", path: "/", httpOnly: true, sameSite: "lax", secure: true, maxAge: 5184000 }],
    ]);
  });

  it("are host-only on the loopback aliases and expire at once when cleared", () => {
    expect(authCookieOptions(domainOf("localhost:3000"), 10, false)).not.toHaveProperty("domain");
    const set: unknown[][] = [];
    clearTokens({ set: (...args: unknown[]) => set.push(args) }, domainOf("storyfront.ru"), false);
    expect(set.map(([name, value, options]) => [name, value, (options as { maxAge: number; domain: string }).maxAge, (options as { domain: string }).domain])).toEqual([
      ["sf_token", "", 0, "storyfront.ru"],
      ["sf_refresh_token", "", 0, "storyfront.ru"],
    ]);
  });

  it("are Secure when the visitor came over https", () => {
    expect(cameOverHttps(new Request("http://storyfront.com/api/auth", { headers: { "x-forwarded-proto": "https" } }))).toBe(true);
    expect(cameOverHttps(new Request("https://storyfront.com/api/auth"))).toBe(true);
    expect(cameOverHttps(new Request("http://storyfront.com/api/auth"))).toBe(false);
  });
});

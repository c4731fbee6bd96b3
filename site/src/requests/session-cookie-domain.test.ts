import { afterEach, describe, expect, it, vi } from "vitest";
import { readSiteConfig, siteConfig } from "@/domain/site-config";
import { register } from "@/instrumentation";
import { checkSessionCookieDomain } from "./session-cookie-domain";

describe("SESSION_COOKIE_DOMAIN at start", () => {
  afterEach(() => vi.unstubAllEnvs());

  it.each([
    ["storyfront.com", /test\.storyfront\.com \(test\).*dev\.storyfront\.com \(dev\)/],
    [".storyfront.ru", /test\.storyfront\.ru \(test\).*dev\.storyfront\.ru \(dev\)/],
    ["test.storyfront.com,storyfront.com", /Domain=storyfront\.com reaches storyfront\.com \(production\)/],
    ["com", /"com" is a single label/],
  ])("refuses %s, naming the variable and the hosts it would reach", (configured, why) => {
    expect(() => checkSessionCookieDomain(configured, siteConfig)).toThrow(/^SESSION_COOKIE_DOMAIN=.* is refused: /);
    expect(() => checkSessionCookieDomain(configured, siteConfig)).toThrow(why);
  });

  it("accepts no domain and domains that hold one environment's hosts only", () => {
    for (const configured of [undefined, "", "test.storyfront.com", "dev.storyfront.com, dev.storyfront.ru", "console.example.org"]) {
      expect(() => checkSessionCookieDomain(configured, siteConfig), String(configured)).not.toThrow();
    }
  });

  it("follows the configured brand's hosts", () => {
    const acme = readSiteConfig({ SITE_BRAND: "acme" });
    expect(() => checkSessionCookieDomain("acme.com", acme)).toThrow(/test\.acme\.com/);
    expect(() => checkSessionCookieDomain("storyfront.com", acme)).not.toThrow();
  });

  it("stops the server's start (instrumentation's register) with the message", async () => {
    vi.stubEnv("NEXT_RUNTIME", "nodejs");
    vi.stubEnv("SESSION_COOKIE_DOMAIN", "storyfront.com");
    await expect(register()).rejects.toThrow(/^SESSION_COOKIE_DOMAIN=storyfront\.com is refused/);
    vi.stubEnv("SESSION_COOKIE_DOMAIN", "test.storyfront.com");
    await expect(register()).resolves.toBeUndefined();
  });
});

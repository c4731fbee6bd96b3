import { describe, expect, it } from "vitest";
import { readSiteConfig } from "./site-config";
import { findSite, hostnameOf } from "./allowed-hosts";

const config = readSiteConfig({});
const production = [
  "storyfront.com",
  "test.storyfront.com",
  "dev.storyfront.com",
  "storyfront.ru",
  "test.storyfront.ru",
  "dev.storyfront.ru",
];

describe("host allow-list", () => {
  it.each(production)("accepts %s with and without a port, in any case", (host) => {
    for (const candidate of [host, `${host}:443`, `${host}:3000`, host.toUpperCase(), `${host.toUpperCase()}:8080`]) {
      expect(findSite(candidate, config)?.hostname).toBe(host);
    }
  });

  it("derives variant and environment from the host", () => {
    expect(findSite("storyfront.com", config)).toMatchObject({ variant: "com", environment: "production" });
    expect(findSite("test.storyfront.com", config)).toMatchObject({ variant: "com", environment: "test" });
    expect(findSite("dev.storyfront.ru:3000", config)).toMatchObject({ variant: "ru", environment: "dev" });
    expect(findSite("storyfront.ru", config)).toMatchObject({ variant: "ru", environment: "production" });
  });

  it.each([
    "storyfront.com.evil.io",
    "evilstoryfront.com",
    "storyfront.com.",
    "www.storyfront.com",
    "api.storyfront.com",
    "storyfront.org",
    "storyfront.com@evil.io",
    "storyfront.com/evil",
    "storyfront.com:abc",
    "storyfront.com:3000:1",
    "storyfront .com",
    "[::1]",
    "[::1]:3000",
    "127.0.0.1:3000",
    "",
    "   ",
    "prod.storyfront.com",
  ])("rejects %j", (host) => {
    expect(findSite(host, config)).toBeNull();
  });

  it("rejects a missing Host header", () => {
    expect(findSite(undefined, config)).toBeNull();
    expect(findSite(null, config)).toBeNull();
  });

  it("accepts the loopback aliases as dev, and not once they are switched off", () => {
    expect(findSite("localhost:3000", config)).toMatchObject({ variant: "com", environment: "dev", local: true });
    expect(findSite("ru.localhost:3000", config)).toMatchObject({ variant: "ru", environment: "dev", local: true });
    const deployed = readSiteConfig({ SITE_LOCAL_ALIASES: "off" });
    expect(findSite("localhost:3000", deployed)).toBeNull();
    expect(findSite("ru.localhost", deployed)).toBeNull();
    expect(findSite("storyfront.com", deployed)).not.toBeNull();
  });

  it("follows a configured brand", () => {
    const other = readSiteConfig({ SITE_BRAND: "Acme" });
    expect(findSite("test.acme.ru", other)).toMatchObject({ variant: "ru", environment: "test" });
    expect(findSite("storyfront.com", other)).toBeNull();
  });

  it("strips the port and lower-cases", () => {
    expect(hostnameOf("Dev.StoryFront.COM:8443")).toBe("dev.storyfront.com");
    expect(hostnameOf("bad host")).toBeNull();
  });
});

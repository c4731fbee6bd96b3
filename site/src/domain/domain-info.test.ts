import { describe, expect, it } from "vitest";
import { readSiteConfig } from "./site-config";
import { allowedSites } from "./allowed-hosts";
import { domainInfoFor } from "./domain-info";

const config = readSiteConfig({});
const info = (hostname: string, cfg = config) => {
  const site = allowedSites(cfg).find((s) => s.hostname === hostname);
  if (!site) throw new Error(`no site ${hostname}`);
  return domainInfoFor(site, cfg);
};

describe("domain info", () => {
  it.each([
    ["storyfront.com", "com", "production", "https://console.storyfront.com", "https://api.storyfront.com"],
    ["test.storyfront.com", "com", "test", "https://console.test.storyfront.com", "https://api.test.storyfront.com"],
    ["dev.storyfront.com", "com", "dev", "https://console.dev.storyfront.com", "https://api.dev.storyfront.com"],
    ["storyfront.ru", "ru", "production", "https://console.storyfront.ru", "https://api.storyfront.ru"],
    ["test.storyfront.ru", "ru", "test", "https://console.test.storyfront.ru", "https://api.test.storyfront.ru"],
    ["dev.storyfront.ru", "ru", "dev", "https://console.dev.storyfront.ru", "https://api.dev.storyfront.ru"],
  ])("%s → %s %s", (hostname, tld, environment, consoleBaseUrl, apiBaseUrl) => {
    const d = info(hostname);
    expect(d).toMatchObject({
      tld,
      environment,
      hostname,
      baseDomain: `storyfront.${tld}`,
      baseUrl: `https://${hostname}`,
      consoleBaseUrl,
      apiBaseUrl,
      ssrApiBaseUrl: apiBaseUrl,
      isCom: tld === "com",
      isRu: tld === "ru",
    });
    expect(d.availableLocales).toEqual(tld === "com" ? ["en", "fr", "de", "es"] : ["ru"]);
    expect(d.defaultLocale).toBe(tld === "com" ? "en" : "ru");
  });

  it("points the loopback aliases at the bundled API and the local port", () => {
    const local = info("ru.localhost", readSiteConfig({ PORT: "3100" }));
    expect(local).toMatchObject({
      baseUrl: "http://ru.localhost:3100",
      apiBaseUrl: "http://localhost:4000",
      ssrApiBaseUrl: "http://127.0.0.1:4000",
      isRu: true,
      environment: "dev",
    });
  });

  it("lets a deployment override the API URLs", () => {
    const cfg = readSiteConfig({ API_BASE_URL: "https://edge.example.test", SSR_API_BASE_URL: "http://api.internal:8080" });
    expect(info("storyfront.com", cfg)).toMatchObject({
      apiBaseUrl: "https://edge.example.test",
      ssrApiBaseUrl: "http://api.internal:8080",
    });
  });
});

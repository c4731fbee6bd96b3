import { describe, expect, it } from "vitest";
import { sessionCookieDomain } from "@/requests/auth-cookies";
import { findSite } from "./allowed-hosts";
import { domainInfoFor } from "./domain-info";
import { readSiteConfig } from "./site-config";
import { findStudioSite, studioSiteBaseUrl } from "./studio-host";

const config = readSiteConfig({});

describe("the online Studio's host", () => {
  it("is studio.<brand>.com and, on this machine, studio.localhost; never a site host", () => {
    expect(findStudioSite("studio.storyfront.com", config)).toMatchObject({ environment: "production", studio: true, local: false });
    expect(findStudioSite("studio.localhost:3000", config)).toMatchObject({ environment: "dev", studio: true, local: true });
    expect(findSite("studio.storyfront.com", config)).toBeNull();
    for (const host of ["storyfront.com", "studio.storyfront.ru", "studio.storyfront.com.evil.io", "xstudio.localhost", null]) {
      expect(findStudioSite(host, config), String(host)).toBeNull();
    }
    expect(findStudioSite("studio.localhost", readSiteConfig({ SITE_LOCAL_ALIASES: "off" }))).toBeNull();
  });

  it("moves with STUDIO_HOST, taking the environment from its name", () => {
    const moved = readSiteConfig({ STUDIO_HOST: "Studio.Test.Storyfront.com" });
    expect(findStudioSite("studio.test.storyfront.com", moved)).toMatchObject({ environment: "test" });
    expect(findStudioSite("studio.storyfront.com", moved)).toBeNull();
  });

  it("works with its site's API and links to its site, and keeps its cookies to itself", () => {
    const site = findStudioSite("studio.storyfront.com", config)!;
    const domain = domainInfoFor(site, config);
    expect(domain.apiBaseUrl).toBe("https://api.storyfront.com");
    expect(studioSiteBaseUrl(site, config)).toBe("https://storyfront.com");
    expect(studioSiteBaseUrl(findStudioSite("studio.localhost", config)!, config)).toBe("http://localhost:3000");
    // A shared cookie domain the public site may use never reaches the Studio's sessions.
    const testStudio = findStudioSite("studio.test.storyfront.com", readSiteConfig({ STUDIO_HOST: "studio.test.storyfront.com" }))!;
    expect(sessionCookieDomain(domainInfoFor(testStudio, config), "test.storyfront.com", config)).toBeUndefined();
  });
});

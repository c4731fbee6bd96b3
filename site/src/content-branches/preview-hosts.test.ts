import { AsyncLocalStorage } from "node:async_hooks";
import { describe, expect, it } from "vitest";
import { findSite, siteFromSegment } from "@/domain/allowed-hosts";
import { domainInfoFor } from "@/domain/domain-info";
import { readSiteConfig } from "@/domain/site-config";
import { crawlingAllowed } from "@/seo/crawling-allowed";
import { sessionCookieDomain } from "@/requests/auth-cookies";
import { installScopeStorage, previewLabelOf, type ContentScope } from "./content-scope";

const config = readSiteConfig({});
const scopes = installScopeStorage(new AsyncLocalStorage<ContentScope>());
const inPreview = <T>(label: string, work: () => T) => scopes.run({ label }, work);

describe("a content branch's preview host", () => {
  it("is read from the Host header only in the label's own shape", () => {
    expect(previewLabelOf("content-spring-offer.preview.localhost:3000")).toBe("content-spring-offer");
    expect(previewLabelOf("MAIN.preview.storyfront.com")).toBe("main");
    for (const host of [
      "content-.preview.localhost",
      "content-a--b.preview.localhost",
      "evil.preview.localhost",
      "content-x.preview.",
      `content-${"a".repeat(300)}.preview.localhost`,
      "content-x.previewx.localhost",
      "localhost",
    ]) {
      expect(previewLabelOf(host), host).toBeUndefined();
    }
  });

  it("is a site of the host after `.preview.` only inside the request the own server scoped to that branch", () => {
    expect(findSite("content-x.preview.localhost:3000", config)).toBeNull();
    inPreview("content-x", () => {
      expect(findSite("content-x.preview.localhost:3000", config)).toMatchObject({
        hostname: "content-x.preview.localhost",
        variant: "com",
        preview: "content-x",
      });
      expect(findSite("content-x.preview.ru.localhost", config)).toMatchObject({ variant: "ru", preview: "content-x" });
      expect(siteFromSegment("content-x.preview.storyfront.com", config)).toMatchObject({ environment: "production" });
      // Another branch's host, or a host after `.preview.` that is not ours, is no site at all.
      expect(findSite("content-y.preview.localhost", config)).toBeNull();
      expect(findSite("content-x.preview.evil.io", config)).toBeNull();
    });
  });

  it("is never indexed and keeps its cookies to itself, even on a production host", () => {
    inPreview("content-x", () => {
      const site = findSite("content-x.preview.storyfront.com", config);
      expect(site).not.toBeNull();
      const domain = domainInfoFor(site!, config);
      expect(domain.baseUrl).toBe("https://content-x.preview.storyfront.com");
      expect(crawlingAllowed(domain, config)).toBe(false);
      expect(sessionCookieDomain(domain, "storyfront.com", config)).toBeUndefined();
    });
  });
});

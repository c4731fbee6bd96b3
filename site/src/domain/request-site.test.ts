import { describe, expect, it } from "vitest";
import { hostDomain } from "@/requests/host-domain";
import { routeHandlerApi } from "@/api-client/api-context";
import { requestSite } from "./request-site";

const request = (headers: Record<string, string>) => new Request("http://127.0.0.1/sitemap.xml", { headers });

describe("the one host reader", () => {
  it("reads the Host header the proxy checks, never X-Forwarded-Host", () => {
    expect(requestSite(new Headers({ host: "storyfront.ru" }))?.variant).toBe("ru");
    expect(requestSite(new Headers({ host: "storyfront.com.evil.io", "x-forwarded-host": "storyfront.com" }))).toBeNull();
  });

  it("gives route handlers and the API client the same domain", () => {
    const forged = request({ host: "storyfront.com", "x-forwarded-host": "storyfront.ru" });
    expect(hostDomain(forged)?.hostname).toBe("storyfront.com");
    expect(routeHandlerApi(forged)?.domain.hostname).toBe("storyfront.com");
  });
});

import { describe, expect, it } from "vitest";
import { readSiteConfig } from "@/domain/site-config";
import { runPipeline } from "./run-pipeline";

const headersOn = (host: string, env: Record<string, string>, pathname = "/") =>
  runPipeline({ host, pathname, search: "", cookies: {} }, readSiteConfig(env)).headers;

describe("a preview build", () => {
  it("answers noindex on every host, production hosts included", () => {
    for (const host of ["storyfront.com", "storyfront.ru", "test.storyfront.com", "localhost:3000"]) {
      expect(headersOn(host, { SITE_PREVIEW_BRANCH: "spring-campaign" })["X-Robots-Tag"]).toBe("noindex");
      expect(headersOn(host, { VERCEL_ENV: "preview", VERCEL_GIT_COMMIT_REF: "spring-campaign" }, "/fr/pricing")["X-Robots-Tag"]).toBe(
        "noindex",
      );
    }
  });

  it("leaves production pages indexable when it is no preview", () => {
    expect(headersOn("storyfront.com", {})["X-Robots-Tag"]).toBeUndefined();
    expect(headersOn("storyfront.com", { VERCEL_ENV: "production", VERCEL_GIT_COMMIT_REF: "main" })["X-Robots-Tag"]).toBeUndefined();
  });
});

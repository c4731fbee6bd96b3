import { describe, expect, it } from "vitest";
import { readChromeConfig } from "@/chrome/chrome-config";

describe("chrome on a preview build", () => {
  it("loads no analytics or chat scripts, whatever ANALYTICS_SCRIPTS says", () => {
    const scripts = "https://analytics.example/tag.js,https://chat.example/widget.js";
    expect(readChromeConfig({ ANALYTICS_SCRIPTS: scripts }).analyticsScripts).toHaveLength(2);
    expect(readChromeConfig({ ANALYTICS_SCRIPTS: scripts, SITE_PREVIEW_BRANCH: "spring-campaign" }).analyticsScripts).toEqual([]);
    expect(readChromeConfig({ ANALYTICS_SCRIPTS: scripts, CONTEXT: "deploy-preview", HEAD: "spring-campaign" }).analyticsScripts).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { readChromeConfig, vitalsSampleRateOf } from "@/domain/site-config";

describe("chrome on a preview build", () => {
  it("loads no analytics or chat scripts, whatever ANALYTICS_SCRIPTS says", () => {
    const scripts = "https://analytics.example/tag.js,https://chat.example/widget.js";
    expect(readChromeConfig({ ANALYTICS_SCRIPTS: scripts }).analyticsScripts).toHaveLength(2);
    expect(readChromeConfig({ ANALYTICS_SCRIPTS: scripts, SITE_PREVIEW_BRANCH: "spring-campaign" }).analyticsScripts).toEqual([]);
    expect(readChromeConfig({ ANALYTICS_SCRIPTS: scripts, CONTEXT: "deploy-preview", HEAD: "spring-campaign" }).analyticsScripts).toEqual(
      [],
    );
  });

  it("reports no field data, whatever VITALS_SAMPLE_RATE says", () => {
    expect(readChromeConfig({ VITALS_SAMPLE_RATE: "0.5" }).vitalsSampleRate).toBe(0.5);
    expect(readChromeConfig({ VITALS_SAMPLE_RATE: "0.5", SITE_PREVIEW_BRANCH: "spring-campaign" }).vitalsSampleRate).toBe(0);
  });
});

describe("the field data sample rate", () => {
  it("is every page view unless set, and a share between 0 and 1", () => {
    expect([vitalsSampleRateOf(undefined), vitalsSampleRateOf(""), vitalsSampleRateOf("0.1"), vitalsSampleRateOf("0")]).toEqual([
      1, 1, 0.1, 0,
    ]);
    expect([vitalsSampleRateOf("7"), vitalsSampleRateOf("-1"), vitalsSampleRateOf("half")]).toEqual([1, 0, 1]);
  });
});

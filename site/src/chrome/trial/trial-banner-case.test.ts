import type { ProjectSubscription } from "@storyfront/schemas";
import { describe, expect, it } from "vitest";
import { trialBannerCase } from "./trial-banner-case";

const at = (fields: Partial<ProjectSubscription>): ProjectSubscription => ({
  mode: "trial",
  tariff: "unlimited",
  trialEndsAt: "2026-12-04T09:00:00.000Z",
  daysLeft: 12,
  ...fields,
});
const billing = (key: string) => ({ key, target: "billing" });
const sales = { key: "requestADemo", target: "sales" };

describe("trial banner cases (spec §4)", () => {
  it("free trial active: unlimited access with days left, no button", () => {
    expect(trialBannerCase(at({}), "default")).toMatchObject({ text: { key: "trialActive", count: 12 }, button: null });
  });

  it("trial on the included tariff offers the subscription, active or ended, in either sales mode", () => {
    expect(trialBannerCase(at({ tariff: "included" }), "default")).toMatchObject({
      text: { key: "trialIncluded" },
      button: billing("startSubscription"),
    });
    expect(trialBannerCase(at({ tariff: "included", daysLeft: 0 }), "salesTeam")).toMatchObject({
      text: { key: "trialEnded" },
      button: billing("startSubscription"),
    });
  });

  it("trial on demo, an ended trial and demo mode offer a plan", () => {
    expect(trialBannerCase(at({ tariff: "demo" }), "default")).toMatchObject({ text: { key: "trialDemo" }, button: billing("choosePlan") });
    expect(trialBannerCase(at({ tariff: "demo", daysLeft: 0 }), "default")).toMatchObject({
      text: { key: "trialEnded" },
      button: billing("choosePlan"),
    });
    expect(trialBannerCase(at({ daysLeft: 0 }), "default")).toMatchObject({ text: { key: "trialEnded" }, button: billing("choosePlan") });
    expect(trialBannerCase(at({ mode: "demo", tariff: "demo", trialEndsAt: null, daysLeft: null }), "default")).toMatchObject({
      text: { key: "demoMode" },
      button: billing("choosePlan"),
    });
  });

  it("sales-team visitors are asked to request a demo instead of picking a plan", () => {
    expect(trialBannerCase(at({ mode: "demo", tariff: "demo", trialEndsAt: null, daysLeft: null }), "salesTeam")).toMatchObject({
      text: { key: "demoMode" },
      button: sales,
    });
    expect(trialBannerCase(at({ tariff: "demo", daysLeft: 0 }), "salesTeam")?.button).toEqual(sales);
    expect(trialBannerCase(at({ mode: "tnb", daysLeft: 4 }), "salesTeam")?.button).toEqual(sales);
  });

  it("TNB mode counts the days: none, one, many, with Choose", () => {
    expect(trialBannerCase(at({ mode: "tnb", daysLeft: 0 }), "default")?.text).toEqual({ key: "noDaysLeft" });
    expect(trialBannerCase(at({ mode: "tnb", daysLeft: 1 }), "default")?.text).toEqual({ key: "oneDayLeft" });
    expect(trialBannerCase(at({ mode: "tnb", daysLeft: 5 }), "default")).toMatchObject({
      text: { key: "daysLeft", count: 5 },
      button: billing("choose"),
    });
  });

  it("says nothing for a paid subscription or a trial that has not started (no story published yet)", () => {
    expect(trialBannerCase(at({ mode: "subscription" }), "default")).toBeNull();
    expect(trialBannerCase(at({ trialEndsAt: null, daysLeft: null }), "default")).toBeNull();
    expect(trialBannerCase(at({ mode: "tnb", trialEndsAt: null, daysLeft: null }), "default")).toBeNull();
  });
});

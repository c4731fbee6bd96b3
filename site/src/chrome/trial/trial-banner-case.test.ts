import { describe, expect, it } from "vitest";
import { trialBannerCase, type TrialInfo } from "./trial-banner-case";

const trial = (fields: Partial<TrialInfo>): TrialInfo => ({ mode: "trial", tariff: "free", daysLeft: 12, ended: false, ...fields });

describe("trial banner cases (spec §4)", () => {
  it("free trial active: unlimited access with days left", () => {
    expect(trialBannerCase(trial({}), "default")).toEqual({ text: { key: "trialActive", count: 12 }, button: null });
  });

  it("trial on the included tariff offers the subscription, active or ended", () => {
    expect(trialBannerCase(trial({ tariff: "included" }), "default").button?.key).toBe("startSubscription");
    expect(trialBannerCase(trial({ tariff: "included", ended: true }), "default")).toEqual({ text: { key: "trialEnded" }, button: { key: "startSubscription", target: "subscription" } });
  });

  it("trial on demo, ended demo trial and demo mode offer a plan", () => {
    expect(trialBannerCase(trial({ tariff: "demo" }), "default")).toEqual({ text: { key: "trialDemo" }, button: { key: "choosePlan", target: "pricing" } });
    expect(trialBannerCase(trial({ tariff: "demo", ended: true }), "default").button?.key).toBe("choosePlan");
    expect(trialBannerCase(trial({ mode: "demo" }), "default")).toEqual({ text: { key: "demoMode" }, button: { key: "choosePlan", target: "pricing" } });
  });

  it("sales-team demo mode asks for a demo", () => {
    expect(trialBannerCase(trial({ mode: "demo" }), "salesTeam")).toEqual({ text: { key: "demoMode" }, button: { key: "requestADemo", target: "sales" } });
  });

  it("TNB mode counts the days: none, one, many", () => {
    expect(trialBannerCase(trial({ mode: "tnb", daysLeft: 0 }), "default").text).toEqual({ key: "noDaysLeft" });
    expect(trialBannerCase(trial({ mode: "tnb", daysLeft: -3 }), "default").text).toEqual({ key: "noDaysLeft" });
    expect(trialBannerCase(trial({ mode: "tnb", daysLeft: 1 }), "default").text).toEqual({ key: "oneDayLeft" });
    expect(trialBannerCase(trial({ mode: "tnb", daysLeft: 5 }), "default")).toEqual({ text: { key: "daysLeft", count: 5 }, button: { key: "choose", target: "pricing" } });
  });
});

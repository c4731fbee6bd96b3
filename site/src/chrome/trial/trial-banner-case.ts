import type { SalesMode } from "../../session/sales-logic";

/** What the account says about its trial (spec §4). The API's user answer does not carry it yet. */
export type TrialInfo = {
  /** trial: the 30-day free trial; tnb: the try-and-buy mode; demo: demo mode without a trial. */
  mode: "trial" | "tnb" | "demo";
  /** The tariff the trial runs on: a paid tariff included in the trial, or the demo tariff. */
  tariff: "free" | "included" | "demo";
  daysLeft: number;
  ended: boolean;
};

type Text = { key: "trialActive" | "trialIncluded" | "trialDemo" | "trialEnded" | "demoMode" | "noDaysLeft" | "oneDayLeft" | "daysLeft"; count?: number };
type Button = { key: "startSubscription" | "choosePlan" | "requestADemo" | "choose"; target: "subscription" | "pricing" | "sales" };

/** The banner case of spec §4 for a trial, in the visitor's sales mode. */
export function trialBannerCase(trial: TrialInfo, salesMode: SalesMode): { text: Text; button: Button | null } {
  const choosePlan: Button = { key: "choosePlan", target: "pricing" };
  const startSubscription: Button = { key: "startSubscription", target: "subscription" };
  if (trial.mode === "tnb") {
    const days = Math.max(0, trial.daysLeft);
    const text: Text = days === 0 ? { key: "noDaysLeft" } : days === 1 ? { key: "oneDayLeft" } : { key: "daysLeft", count: days };
    return { text, button: { key: "choose", target: "pricing" } };
  }
  if (trial.mode === "demo") {
    // Sales-team visitors are offered a call instead of a self-serve plan.
    return salesMode === "salesTeam" ? { text: { key: "demoMode" }, button: { key: "requestADemo", target: "sales" } } : { text: { key: "demoMode" }, button: choosePlan };
  }
  if (trial.ended) return { text: { key: "trialEnded" }, button: trial.tariff === "included" ? startSubscription : choosePlan };
  if (trial.tariff === "included") return { text: { key: "trialIncluded" }, button: startSubscription };
  if (trial.tariff === "demo") return { text: { key: "trialDemo" }, button: choosePlan };
  return { text: { key: "trialActive", count: Math.max(0, trial.daysLeft) }, button: null };
}

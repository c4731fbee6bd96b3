import type { ProjectSubscription } from "@storyfront/schemas";
import type { SalesMode } from "@/session/sales-logic";

type TextKey = "trialActive" | "trialIncluded" | "trialDemo" | "trialEnded" | "demoMode" | "noDaysLeft" | "oneDayLeft" | "daysLeft";
type ButtonKey = "startSubscription" | "choosePlan" | "requestADemo" | "choose";

/** A banner: its text (with a day count where the text has one) and its button, going to the console's billing page or to /sales. */
export type TrialBannerCase = {
  id: string;
  text: { key: TextKey; count?: number };
  button: { key: ButtonKey; target: "billing" | "sales" } | null;
};

/**
 * The trial/demo banner case of spec §4 for the active project's subscription, in the visitor's sales mode; null
 * when there is nothing to say: a paid subscription, or a trial that has not started (it starts only after the
 * first story is published, so there is no end date yet).
 */
export function trialBannerCase(subscription: ProjectSubscription, salesMode: SalesMode): TrialBannerCase | null {
  // Sales-team visitors are offered a call wherever others would pick a plan themselves (spec §4).
  const planButton = (key: "choosePlan" | "choose") =>
    salesMode === "salesTeam" ? { key: "requestADemo" as const, target: "sales" as const } : { key, target: "billing" as const };
  const startSubscription = { key: "startSubscription" as const, target: "billing" as const };
  const { mode, tariff, daysLeft } = subscription;
  if (mode === "subscription") return null;
  if (mode === "demo") return { id: "demo", text: { key: "demoMode" }, button: planButton("choosePlan") };
  if (daysLeft === null) return null;
  if (mode === "tnb") {
    const text =
      daysLeft === 0
        ? { key: "noDaysLeft" as const }
        : daysLeft === 1
          ? { key: "oneDayLeft" as const }
          : { key: "daysLeft" as const, count: daysLeft };
    return { id: "tnb", text, button: planButton("choose") };
  }
  if (daysLeft === 0)
    return {
      id: `ended-${tariff}`,
      text: { key: "trialEnded" },
      button: tariff === "included" ? startSubscription : planButton("choosePlan"),
    };
  if (tariff === "included") return { id: "included", text: { key: "trialIncluded" }, button: startSubscription };
  if (tariff === "demo") return { id: "trial-demo", text: { key: "trialDemo" }, button: planButton("choosePlan") };
  return { id: "trial", text: { key: "trialActive", count: daysLeft }, button: null };
}

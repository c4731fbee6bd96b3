import { islandMessages } from "@/i18n/island-texts";
import type { Locale } from "@/i18n/locales";

const keys = [
  "trialActive",
  "trialIncluded",
  "trialDemo",
  "trialEnded",
  "demoMode",
  "noDaysLeft",
  "oneDayLeft",
  "daysLeft",
  "startSubscription",
  "choosePlan",
  "requestADemo",
  "choose",
  "close",
] as const;

/** The trial banner's messages, compiled: the day count is known only in the browser, which fills it in. */
export function trialBannerTexts(locale: Locale) {
  return islandMessages(locale, "Banners", keys);
}

export type TrialBannerTexts = Awaited<ReturnType<typeof trialBannerTexts>>;

"use client";

import type { Locale } from "@/i18n/locales";
import { useSession } from "@/session/use-session";
import { LazyTrialBanner } from "./lazy-trial-banner";
import type { TrialBannerTexts } from "./trial-banner-texts";

/**
 * The trial/demo banner's place on every page. Only a signed-in visitor whose active project has a
 * subscription can see a banner: the code that picks and shows it loads then, not with every page.
 */
export function TrialBannerIsland({ locale, texts }: { locale: Locale; texts: TrialBannerTexts }) {
  const subscription = useSession().user?.activeProject?.subscription;
  return subscription ? <LazyTrialBanner subscription={subscription} locale={locale} texts={texts} /> : null;
}

"use client";

import { useLocale } from "next-intl";
import { useEffect, useState } from "react";
import { useDomain } from "@/domain/domain-context";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { useSalesMode } from "@/session/use-sales-logic";
import { useSession } from "@/session/use-session";
import { LazyTrialBanner } from "./lazy-trial-banner";
import { trialBannerCase } from "./trial-banner-case";

/** Closing hides the banner for the rest of the browser session (this tab), per case. */
const closedKey = "sf_trial_banner_closed";

/** The console's billing screen (the subscription screen of spec §3), where a plan is chosen or a subscription started. */
export const consoleBillingPath = "/subscription";

/** The trial/demo banner for a signed-in visitor whose active project is in one of the spec §4 cases. */
export function TrialBannerIsland() {
  const { user } = useSession();
  const salesMode = useSalesMode();
  const domain = useDomain();
  const locale = useLocale() as Locale;
  const [closed, setClosed] = useState<string | null | undefined>(undefined);
  useEffect(() => setClosed(window.sessionStorage.getItem(closedKey)), []);
  const subscription = user?.activeProject?.subscription;
  const bannerCase = subscription ? trialBannerCase(subscription, salesMode) : null;
  if (!bannerCase || closed === undefined || closed === bannerCase.id) return null;
  const close = () => {
    window.sessionStorage.setItem(closedKey, bannerCase.id);
    setClosed(bannerCase.id);
  };
  return <LazyTrialBanner bannerCase={bannerCase} links={{ billing: `${domain.consoleBaseUrl}${consoleBillingPath}`, sales: localePath(locale, "/sales") }} onClose={close} />;
}

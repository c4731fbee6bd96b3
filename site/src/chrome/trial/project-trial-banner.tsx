"use client";

import { useEffect, useState } from "react";
import { useDomain } from "@/domain/domain-context";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { useSalesMode } from "@/session/use-sales-logic";
import type { ProjectSubscription } from "@storyfront/schemas";
import { TrialBanner } from "./trial-banner";
import { trialBannerCase } from "./trial-banner-case";
import type { TrialBannerTexts } from "./trial-banner-texts";

/** Closing hides the banner for the rest of the browser session (this tab), per case. */
const closedKey = "sf_trial_banner_closed";

/** The console's billing screen (the subscription screen of spec §3), where a plan is chosen or a subscription started. */
export const consoleBillingPath = "/subscription";

/** The trial/demo banner for the signed-in visitor's active project, when it is in one of the spec §4 cases. */
export function ProjectTrialBanner({
  subscription,
  locale,
  texts,
}: {
  subscription: ProjectSubscription;
  locale: Locale;
  texts: TrialBannerTexts;
}) {
  const salesMode = useSalesMode();
  const domain = useDomain();
  const [closed, setClosed] = useState<string | null | undefined>(undefined);
  useEffect(() => setClosed(window.sessionStorage.getItem(closedKey)), []);
  const bannerCase = trialBannerCase(subscription, salesMode);
  if (!bannerCase || closed === undefined || closed === bannerCase.id) return null;
  const close = () => {
    window.sessionStorage.setItem(closedKey, bannerCase.id);
    setClosed(bannerCase.id);
  };
  return (
    <TrialBanner
      bannerCase={bannerCase}
      links={{ billing: `${domain.consoleBaseUrl}${consoleBillingPath}`, sales: localePath(locale, "/sales") }}
      locale={locale}
      texts={texts}
      onClose={close}
    />
  );
}

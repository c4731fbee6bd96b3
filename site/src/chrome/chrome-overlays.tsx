import type { DomainInfo } from "@/domain/domain-info";
import { islandTexts } from "@/i18n/island-texts";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { AnalyticsLoader } from "./analytics-loader";
import { CookieConsent } from "@/chrome/banners/cookie-consent";
import { IntroBar } from "@/chrome/banners/intro-bar";
import { siteConfig } from "@/domain/site-config";
import { loadLandingConfig } from "@/page-data/landing-config";
import { visibleHref } from "./nav-model";
import { SelfXssWarning } from "./self-xss-warning";
import { VitalsIsland } from "@/vitals/vitals-island";
import { TrialBannerIsland } from "@/chrome/trial/trial-banner-island";
import { trialBannerTexts } from "@/chrome/trial/trial-banner-texts";

/**
 * Per-visitor pieces that float over the page or live only in the browser: intro bar, cookie
 * consent, the trial/demo banner, analytics loader, the Self-XSS warning and the field data reporter. None of them moves the layout
 * (the trial banner only adds room after the footer).
 */
export async function ChromeOverlays({ locale, domain, introBar = true }: { locale: Locale; domain: DomainInfo; introBar?: boolean }) {
  const config = siteConfig.chrome;
  const landing = introBar ? await loadLandingConfig(domain, locale) : null;
  const selfXss = await islandTexts(locale, "Chrome", ["selfXssTitle", "selfXssText"]);
  return (
    <>
      {landing && (
        <IntroBar
          refValue={config.introBarRef}
          enabled={landing.enabled_introbar}
          href={landing.link ? visibleHref(locale, landing.link) : localePath(locale, "/sales")}
          widgetImage={landing.widget_ph}
          texts={await islandTexts(locale, "Banners", ["introBar", "introWidget", "introClose"])}
        />
      )}
      <CookieConsent
        policyHref={localePath(locale, "/policy")}
        texts={await islandTexts(locale, "Banners", ["cookieLabel", "cookieText", "gotIt", "learnCookies"])}
      />
      <TrialBannerIsland locale={locale} texts={await trialBannerTexts(locale)} />
      {config.analyticsScripts.length > 0 && <AnalyticsLoader scripts={config.analyticsScripts} baseDomain={domain.baseDomain} />}
      <SelfXssWarning title={selfXss.selfXssTitle} text={selfXss.selfXssText} />
      <VitalsIsland sampleRate={config.vitalsSampleRate} />
    </>
  );
}

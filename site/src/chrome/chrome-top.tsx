import type { Locale } from "@/i18n/locales";
import { RunningLine } from "@/chrome/banners/running-line";
import { TopBanner } from "@/chrome/banners/top-banner";
import { loadSettings } from "@/page-data/load-settings";
import { variantBanners } from "@/chrome/banners/variant-banners";

/** What sits above the header: the top banner and the running line, as site settings say (spec §2.5). */
export async function ChromeTop({ locale }: { locale: Locale }) {
  const banners = variantBanners(loadSettings(locale).banners, locale);
  return (
    <>
      <TopBanner locale={locale} banners={banners} />
      <RunningLine locale={locale} settings={banners.runningLine} />
    </>
  );
}

import type { SiteSettings } from "@storyfront/schemas";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/i18n/locales";
import buttons from "@/styles/buttons.module.css";
import { visibleHref } from "@/chrome/nav-model";
import { inlineSvg } from "@/renderer-adapters/inline-svg";
import { hideIfDismissedScript, topBannerKey } from "./banner-storage";
import { TopBannerIsland } from "./top-banner-island";
import styles from "./banners.module.css";

/**
 * The top banner (spec §2.5): the gamification holiday report, or the digital banking guide when
 * settings turn the first off. Rendered on the server with its space; a closed one is hidden before
 * first paint by an inline check of local storage. Its small picture comes inside the HTML (inline-svg.ts):
 * as a request it took one of the browser's six connections while the page's scripts waited for one.
 */
export async function TopBanner({ locale, banners }: { locale: Locale; banners: SiteSettings["banners"] }) {
  const t = await getTranslations({ locale, namespace: "Banners" });
  const holiday = banners.top.enabled ? banners.top : null;
  const banking = !holiday && banners.secondTop.enabled ? banners.secondTop : null;
  const banner = holiday ?? banking;
  if (!banner) return null;
  const href = visibleHref(locale, banner.button.href);
  const id = "sf-top-banner";
  const key = topBannerKey(banner.button.href);
  const picture = holiday ? (inlineSvg(holiday.image.src) ?? holiday.image.src) : undefined;
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: hideIfDismissedScript(id, { localStorageKey: key }) }} />
      <TopBannerIsland id={id} storageKey={key} label={holiday ? t("readNow") : t("readGuide")} closeLabel={t("close")}>
        {holiday && <img className={styles.topImage} src={picture} alt={holiday.image.alt} width={holiday.image.width} height={70} />}
        <p className={styles.topText}>{holiday ? t("holidayText") : t("bankingText")}</p>
        <a className={`${buttons.button} ${styles.topButton}`} href={href}>
          {holiday ? t("readNow") : t("readGuide")}
        </a>
      </TopBannerIsland>
    </>
  );
}

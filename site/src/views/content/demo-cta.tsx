import { getTranslations } from "next-intl/server";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import buttons from "@/styles/buttons.module.css";
import styles from "./content-page.module.css";

/** The closing call to action of article-like content pages: a demo request on /sales. */
export async function DemoCta({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Content" });
  return (
    <aside className={styles.cta} aria-labelledby="demo-cta-title">
      <h2 id="demo-cta-title">{t("ctaTitle")}</h2>
      <p>{t("ctaText")}</p>
      <a className={buttons.button} href={localePath(locale, "/sales")}>
        {t("ctaButton")}
      </a>
    </aside>
  );
}

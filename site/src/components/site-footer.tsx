import { getTranslations } from "next-intl/server";
import { localePath } from "../i18n/locale-path";
import type { Locale } from "../i18n/locales";
import { Logo } from "./logo";
import styles from "./site-footer.module.css";

/** The footer's frame: logo and the about links. Columns, sign-up form and language switch build on it. */
export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Layout" });
  return (
    <footer className={styles.footer} aria-label={t("footer")}>
      <div className={styles.inner}>
        <a href={localePath(locale, "/")} aria-label={t("home")}>
          <Logo />
        </a>
        <ul className={styles.links}>
          <li><a href={localePath(locale, "/legal")}>{t("legal")}</a></li>
          <li><a href={localePath(locale, "/faq")}>{t("faq")}</a></li>
          <li><a href={localePath(locale, "/policy")}>{t("policy")}</a></li>
          <li><a href={localePath(locale, "/terms")}>{t("terms")}</a></li>
        </ul>
        <p className={styles.copy}>© {new Date().getFullYear()} Storyfront</p>
      </div>
    </footer>
  );
}

import { getTranslations } from "next-intl/server";
import type { DomainInfo } from "../domain/domain-info";
import { localePath } from "../i18n/locale-path";
import type { Locale } from "../i18n/locales";
import { Logo } from "./logo";
import buttons from "../styles/buttons.module.css";
import styles from "./site-header.module.css";

/**
 * The site header's frame: logo, main navigation, sign-in and the demo button.
 * The full menus (Solutions, Resources, drawer, signed-in state) are built on this frame by the chrome work.
 */
export async function SiteHeader({ locale, domain, variant = "full" }: { locale: Locale; domain: DomainInfo; variant?: "full" | "compact" }) {
  const t = await getTranslations({ locale, namespace: "Layout" });
  return (
    <header className={styles.header}>
      <div className={styles.inner}>
        <a className={styles.logo} href={localePath(locale, "/")} aria-label={t("home")}>
          <Logo />
        </a>
        {variant === "full" && (
          <nav className={styles.nav} aria-label={t("mainNavigation")}>
            <a href={localePath(locale, "/blog")}>{t("blog")}</a>
            <a href={localePath(locale, "/pricing")}>{t("pricing")}</a>
            <a href={`${domain.consoleBaseUrl}/auth/signin`}>{t("logIn")}</a>
          </nav>
        )}
        <a className={`${buttons.button} ${styles.cta}`} href={localePath(locale, "/sales")}>
          {t("requestDemo")}
        </a>
      </div>
    </header>
  );
}

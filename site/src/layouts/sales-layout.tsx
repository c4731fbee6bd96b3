import { getTranslations } from "next-intl/server";
import { ChromeOverlays } from "@/chrome/chrome-overlays";
import { Logo } from "@/ui/logo";
import { localePath } from "@/i18n/locale-path";
import type { LayoutProps } from "./layout-props";
import styles from "./sales-layout.module.css";

/**
 * Sales/auth layout (spec §2.2): logo, content area and a sales panel at the side. The panel is the
 * left column and shows from 768 px; below that the content takes the whole width.
 */
export async function SalesLayout({ locale, domain, children, panel }: LayoutProps & { panel?: React.ReactNode }) {
  const t = await getTranslations({ locale, namespace: "Layout" });
  return (
    <div className={styles.shell}>
      <aside className={styles.panel} aria-label={t("salesPanelTitle")} data-testid="sales-panel">
        <a className={styles.logo} href={localePath(locale, "/")} aria-label={t("home")}>
          <Logo />
        </a>
        {panel ?? (
          <div className={styles.panelBody}>
            <h2>{t("salesPanelTitle")}</h2>
            <p>{t("salesPanelText")}</p>
          </div>
        )}
      </aside>
      <div className={styles.content}>
        <header className={styles.topbar}>
          <a className={styles.logo} href={localePath(locale, "/")} aria-label={t("home")}>
            <Logo />
          </a>
        </header>
        <main id="main" className={styles.main}>
          {children}
        </main>
      </div>
      <ChromeOverlays locale={locale} domain={domain} introBar={false} />
    </div>
  );
}

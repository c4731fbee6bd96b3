import { Activity } from "react";
import { AlternatesProvider } from "@/i18n/alternates";
import { ChromeOverlays } from "@/chrome/chrome-overlays";
import { ChromeTop } from "@/chrome/chrome-top";
import { SiteFooter } from "@/chrome/site-footer";
import { SiteHeader } from "@/chrome/site-header";
import type { LayoutProps } from "./layout-props";
import styles from "./layouts.module.css";

/** Newer landing layout (spec §2.2): full header, full-bleed sections that set their own widths, footer. */
export function LandingLayout({ locale, domain, children }: LayoutProps) {
  return (
    <AlternatesProvider>
      <ChromeTop locale={locale} />
      <SiteHeader locale={locale} domain={domain} />
      <main id="main" className={styles.landing}>
        {/* The page's own content hydrates after the header, at low priority (see renderer/src/render-blocks.tsx). */}
        <Activity>{children}</Activity>
      </main>
      <SiteFooter locale={locale} domain={domain} />
      <ChromeOverlays locale={locale} domain={domain} />
    </AlternatesProvider>
  );
}

import { Activity } from "react";
import { AlternatesProvider } from "@/i18n/alternates";
import { ChromeOverlays } from "@/chrome/chrome-overlays";
import { ChromeTop } from "@/chrome/chrome-top";
import { SiteFooter } from "@/chrome/site-footer";
import { SiteHeader } from "@/chrome/site-header";
import type { LayoutProps } from "./layout-props";

type ChromeLayoutProps = LayoutProps & {
  /** The full header, or the compact one (logo and demo button) of older campaign landings. */
  header: "full" | "compact";
  /** The page column: 980 px at most, or full-bleed sections that set their own widths. */
  mainClassName: string | undefined;
};

/** What the default and landing layouts share (spec §2.2): header, the page, footer, overlays. */
export function ChromeLayout({ locale, domain, header, mainClassName, children }: ChromeLayoutProps) {
  return (
    <AlternatesProvider>
      {/* The first paint waits until the page's main part is parsed (React puts this link in the head), so a visitor
          sees the header and the page's first screen in one paint, not the header a few frames before the rest. */}
      <link rel="expect" href="#main" blocking="render" />
      <ChromeTop locale={locale} />
      <SiteHeader locale={locale} domain={domain} variant={header} />
      <main id="main" className={mainClassName}>
        {/* The page's own content hydrates after the header, at low priority (see renderer/src/render-blocks.tsx). */}
        <Activity>{children}</Activity>
      </main>
      <SiteFooter locale={locale} domain={domain} />
      <ChromeOverlays locale={locale} domain={domain} />
    </AlternatesProvider>
  );
}

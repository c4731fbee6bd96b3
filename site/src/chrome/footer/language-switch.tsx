"use client";

import { useLocale, useTranslations } from "next-intl";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import type { Locale } from "@/i18n/locales";
import { useAlternates } from "@/i18n/alternates";
import { languageLinks } from "./language-links";
import styles from "./footer.module.css";

/**
 * The footer's language links. They depend on the visible URL (the proxy rewrites it), so they are
 * computed in the browser after hydration; the footer sits below the fold, so nothing shifts in view.
 */
export function LanguageSwitch() {
  const t = useTranslations("Footer");
  const locale = useLocale() as Locale;
  const alternates = useAlternates();
  const routerPath = usePathname();
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(window.location.pathname), [routerPath]);
  const links = pathname === null ? [] : languageLinks(locale, pathname, alternates);
  if (links.length === 0) return null;
  return (
    <nav className={styles.languages} aria-label={t("languages")}>
      <ul>
        {links.map((link) => (
          <li key={link.locale}>
            <a href={link.href} hrefLang={link.locale} lang={link.locale}>
              {link.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

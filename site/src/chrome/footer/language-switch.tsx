"use client";

import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import type { Locale } from "@/i18n/locales";
import { useAlternates } from "@/i18n/alternates";
import { languageLinks } from "./language-links";
import styles from "./footer.module.css";

type LanguageLink = ReturnType<typeof languageLinks>[number];

/**
 * The footer's language links. The server renders the links of the page it rendered (`serverLinks`, from
 * the page's announced alternates); after a client-side navigation they are computed again from the
 * visible URL and the new page's alternates.
 */
export function LanguageSwitch({ locale, label, serverLinks = [] }: { locale: Locale; label: string; serverLinks?: LanguageLink[] }) {
  const alternates = useAlternates();
  const routerPath = usePathname();
  const [pathname, setPathname] = useState<string | null>(null);
  useEffect(() => setPathname(window.location.pathname), [routerPath]);
  // The page the server rendered keeps its links until the client knows better (its alternates, or a new page).
  const [firstRouterPath] = useState(routerPath);
  const links =
    pathname === null || (alternates === null && routerPath === firstRouterPath)
      ? serverLinks
      : languageLinks(locale, pathname, alternates);
  if (links.length === 0) return null;
  return (
    <nav className={styles.languages} aria-label={label}>
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

"use client";

import type { AuthUser } from "@storyfront/schemas";
import { useTranslations } from "next-intl";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { accountAreas, mayEnter, type AccountArea } from "./permissions";
import styles from "./account-nav.module.css";

/** The signed-in area's own menu: only the pages this user may open. */
export function AccountNav({ user, current, locale }: { user: AuthUser; current: AccountArea; locale: Locale }) {
  const t = useTranslations("Account.nav");
  const areas = (Object.keys(accountAreas) as AccountArea[]).filter((area) => mayEnter(area, user));
  return (
    <nav className={styles.nav} aria-label={t("label")}>
      {areas.map((area) => (
        <a key={area} href={localePath(locale, accountAreas[area].path)} aria-current={area === current ? "page" : undefined}>
          {t(area)}
        </a>
      ))}
    </nav>
  );
}

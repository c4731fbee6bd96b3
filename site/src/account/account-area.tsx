"use client";

import type { AuthUser } from "@storyfront/schemas";
import { useLocale, useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { ErrorView } from "@/errors/error-view";
import { localePath } from "@/i18n/locale-path";
import { isLocale, type Locale } from "@/i18n/locales";
import { useSession } from "@/session/use-session";
import { AccountNav } from "./account-nav";
import { loginUrl } from "./next-path";
import { mayEnter, type AccountArea as Area } from "./permissions";
import styles from "./forms.module.css";

/** Sends the visitor to /login and back to where they are now (a session that ended while the page was open). */
export function goSignIn(locale: Locale) {
  window.location.assign(loginUrl(localePath(locale, "/login"), `${window.location.pathname}${window.location.search}`));
}

/**
 * A page of the signed-in area. The proxy already sent visitors to /login and refused users without the
 * right; this repeats both for sessions that change while the page is open (expired, signed out elsewhere).
 */
export function AccountArea({ area, wide = false, children }: { area: Area; wide?: boolean; children: (user: AuthUser) => ReactNode }) {
  const t = useTranslations("Account");
  const errors = useTranslations("Errors");
  const current = useLocale();
  const locale: Locale = isLocale(current) ? current : "en";
  const { user, known } = useSession();

  useEffect(() => {
    if (known && !user) goSignIn(locale);
  }, [known, user, locale]);

  const className = wide ? styles.wide : styles.page;
  if (!known || !user) {
    return (
      <div className={className}>
        <p role="status">{known ? t("signInAgain") : t("loading")}</p>
      </div>
    );
  }
  if (!mayEnter(area, user)) {
    return (
      <ErrorView
        status={403}
        homeHref={localePath(locale, "/")}
        texts={{ notFound: errors("notFound"), forbidden: errors("forbidden"), generic: errors("generic"), goHome: errors("goHome") }}
      />
    );
  }
  return (
    <div className={className}>
      <AccountNav user={user} current={area} locale={locale} />
      {children(user)}
    </div>
  );
}

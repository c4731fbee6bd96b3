"use client";

import { useLocale, useTranslations } from "next-intl";
import { useDomain } from "@/domain/domain-context";
import { localePath } from "@/i18n/locale-path";
import { isLocale } from "@/i18n/locales";
import { signOut } from "@/session/sign-out";
import { useSession } from "@/session/use-session";
import buttons from "@/styles/buttons.module.css";
import styles from "./header.module.css";

/**
 * Right side of the header (spec §2.3, §6): visitors get Log in (console sign-in) and the demo
 * button; signed-in users get their name (to /profile), Log out and the Console button. Rendered as a visitor on the server.
 */
export function AccountLinks({ signIn, console: consoleUrl, sales, place }: { signIn: string; console: string; sales: string; place: "bar" | "drawer" }) {
  const t = useTranslations("Header");
  const domain = useDomain();
  const { user } = useSession();
  const locale = useLocale();
  const className = place === "bar" ? styles.accountBar : styles.accountDrawer;
  if (user) {
    return (
      <div className={className} data-testid={`account-${place}`}>
        {/* The signed-in user's name opens their profile; it changes as soon as the profile is saved. */}
        <a className={styles.textLink} href={localePath(isLocale(locale) ? locale : domain.defaultLocale, "/profile")} data-testid="account-name">
          {user.firstName || user.username}
        </a>
        <button type="button" className={styles.textButton} onClick={() => void signOut(domain.defaultLocale)}>
          {t("logOut")}
        </button>
        <a className={`${buttons.button} ${styles.cta}`} href={consoleUrl}>
          {t("console")}
        </a>
      </div>
    );
  }
  return (
    <div className={className} data-testid={`account-${place}`}>
      <a className={styles.textLink} href={signIn}>
        {t("logIn")}
      </a>
      <a className={`${buttons.button} ${styles.cta}`} href={sales}>
        {t("requestDemo")}
      </a>
    </div>
  );
}

"use client";

import { useDomain } from "@/domain/domain-context";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { signOut } from "@/session/sign-out";
import { useSession } from "@/session/use-session";
import buttons from "@/styles/buttons.module.css";
import type { HeaderTexts } from "./header-texts";
import styles from "./header.module.css";

/**
 * Right side of the header (spec §2.3, §6): visitors get Log in (console sign-in) and the demo
 * button; signed-in users get their name (to /profile), Log out and the Console button. Rendered as a visitor on the server.
 */
export function AccountLinks({
  signIn,
  console: consoleUrl,
  sales,
  place,
  locale,
  texts,
}: {
  signIn: string;
  console: string;
  sales: string;
  place: "bar" | "drawer";
  locale: Locale;
  texts: Pick<HeaderTexts, "logIn" | "logOut" | "console" | "requestDemo">;
}) {
  const domain = useDomain();
  const { user } = useSession();
  const className = place === "bar" ? styles.accountBar : styles.accountDrawer;
  if (user) {
    return (
      <div className={className} data-testid={`account-${place}`}>
        {/* The signed-in user's name opens their profile; it changes as soon as the profile is saved. */}
        <a className={styles.textLink} href={localePath(locale, "/profile")} data-testid="account-name">
          {user.firstName || user.username}
        </a>
        <button type="button" className={styles.textButton} onClick={() => void signOut(domain.defaultLocale)}>
          {texts.logOut}
        </button>
        <a className={`${buttons.button} ${styles.cta}`} href={consoleUrl}>
          {texts.console}
        </a>
      </div>
    );
  }
  return (
    <div className={className} data-testid={`account-${place}`}>
      <a className={styles.textLink} href={signIn}>
        {texts.logIn}
      </a>
      <a className={`${buttons.button} ${styles.cta}`} href={sales}>
        {texts.requestDemo}
      </a>
    </div>
  );
}

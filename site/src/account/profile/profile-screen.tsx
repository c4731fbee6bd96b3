"use client";

import { useLocale } from "next-intl";
import { isLocale } from "@/i18n/locales";
import { AccountArea } from "../account-area";
import { EmailSection } from "../email/email-section";
import { PasswordSection } from "../security/password-section";
import { TwoFactorSection } from "../security/two-factor-section";
import { ProfileForm } from "./profile-form";

/** /profile: the signed-in user's own fields, then their sign-in settings (e-mail, password, two-factor sign-in). */
export function ProfileScreen() {
  const current = useLocale();
  const locale = isLocale(current) ? current : "en";
  return (
    <AccountArea area="profile">
      {(user) => (
        <>
          <ProfileForm key={user.id} user={user} locale={locale} />
          <EmailSection email={user.email} locale={locale} />
          <PasswordSection locale={locale} />
          <TwoFactorSection locale={locale} />
        </>
      )}
    </AccountArea>
  );
}

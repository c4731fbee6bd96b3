"use client";

import { useLocale } from "next-intl";
import { isLocale } from "@/i18n/locales";
import { AccountArea } from "../account-area";
import { ProfileForm } from "./profile-form";

/** /profile: the signed-in user's own fields. */
export function ProfileScreen() {
  const current = useLocale();
  return <AccountArea area="profile">{(user) => <ProfileForm key={user.id} user={user} locale={isLocale(current) ? current : "en"} />}</AccountArea>;
}

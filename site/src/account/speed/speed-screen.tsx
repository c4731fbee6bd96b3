"use client";

import { useLocale } from "next-intl";
import { isLocale } from "@/i18n/locales";
import { AccountArea } from "../account-area";
import { SpeedAdmin } from "./speed-admin";

/** /admin/speed: managers and administrators. */
export function SpeedScreen() {
  const current = useLocale();
  return (
    <AccountArea area="speed" wide>
      {() => <SpeedAdmin locale={isLocale(current) ? current : "en"} />}
    </AccountArea>
  );
}

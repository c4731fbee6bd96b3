"use client";

import { useLocale } from "next-intl";
import { isLocale } from "@/i18n/locales";
import { AccountArea } from "../account-area";
import { LeadAdmin } from "./lead-admin";

/** /admin/leads: managers and administrators. */
export function LeadScreen() {
  const current = useLocale();
  return (
    <AccountArea area="leads" wide>
      {() => <LeadAdmin locale={isLocale(current) ? current : "en"} />}
    </AccountArea>
  );
}

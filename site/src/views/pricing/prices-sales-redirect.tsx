"use client";

import { useLocale } from "next-intl";
import { useEffect } from "react";
import { localePath } from "@/i18n/locale-path";
import { isLocale } from "@/i18n/locales";
import { useSalesMode } from "@/session/use-sales-logic";

/**
 * /prices is replaced by /sales in sales-team mode (spec §2.1, §4). The page stays static and shared;
 * the visitor's mode arrives in the browser, which then moves on to the localised /sales.
 */
export function PricesSalesRedirect() {
  const mode = useSalesMode();
  const current = useLocale();
  useEffect(() => {
    if (mode === "salesTeam") window.location.replace(localePath(isLocale(current) ? current : "en", "/sales"));
  }, [mode, current]);
  return null;
}

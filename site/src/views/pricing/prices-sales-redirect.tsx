"use client";

import { useEffect } from "react";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { useSalesMode } from "@/session/use-sales-logic";

/**
 * /prices is replaced by /sales in sales-team mode (spec §2.1, §4). The page stays static and shared;
 * the visitor's mode arrives in the browser, which then moves on to the localised /sales.
 */
export function PricesSalesRedirect({ locale }: { locale: Locale }) {
  const mode = useSalesMode();
  useEffect(() => {
    if (mode === "salesTeam") window.location.replace(localePath(locale, "/sales"));
  }, [mode, locale]);
  return null;
}

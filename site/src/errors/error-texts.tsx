"use client";

import { createContext, useContext, type ReactNode } from "react";
import type { IslandTexts } from "@/i18n/island-texts";
import type { Locale } from "@/i18n/locales";

/** What error boundaries show, in the page's locale; `home` names the logo link of the error layout. */
export type ErrorTexts = IslandTexts<"notFound" | "gone" | "forbidden" | "generic" | "goHome" | "fetchFailed" | "tryAgain" | "home">;

const ErrorTextsContext = createContext<{ locale: Locale; texts: ErrorTexts } | null>(null);

/**
 * Error and not-found boundaries get no route params and no props from the server, so the root layout
 * hands them the locale and their few texts here.
 */
export function ErrorTextsProvider({ locale, texts, children }: { locale: Locale; texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={{ locale, texts }}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): { locale: Locale; texts: ErrorTexts } {
  const value = useContext(ErrorTextsContext);
  if (!value) throw new Error("useErrorTexts must be used inside ErrorTextsProvider");
  return value;
}

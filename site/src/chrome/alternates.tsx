"use client";

import { createContext, useContext, useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import type { Locale } from "../i18n/locales";

/** Visible paths of the current page in the locales where a translation exists (locale → path). */
export type Alternates = Partial<Record<Locale, string>>;

const AlternatesContext = createContext<{ alternates: Alternates | null; setAlternates: Dispatch<SetStateAction<Alternates | null>> } | null>(null);

/** Layouts wrap the page and footer in this, so a page can tell the footer where its translations are. */
export function AlternatesProvider({ children }: { children: ReactNode }) {
  const [alternates, setAlternates] = useState<Alternates | null>(null);
  return <AlternatesContext.Provider value={{ alternates, setAlternates }}>{children}</AlternatesContext.Provider>;
}

/**
 * A page renders this with its real translations (content files, the API's `languages`, or the
 * route-to-locale-path helper of site/src/api/), e.g. `<PageAlternates alternates={{ en: "/terms", fr: "/fr/terms" }} />`.
 * Pages that do not are taken to exist in every locale at the same route.
 */
export function PageAlternates({ alternates }: { alternates: Alternates }) {
  // Depend on the stable setter, not the context object: that object is new on every provider render, so
  // depending on it re-ran this effect after each update it caused (an endless render loop that kept
  // client-side navigation from ever committing).
  const setAlternates = useContext(AlternatesContext)?.setAlternates;
  const key = JSON.stringify(alternates);
  useEffect(() => {
    setAlternates?.(JSON.parse(key) as Alternates);
    return () => setAlternates?.(null);
  }, [setAlternates, key]);
  return null;
}

export function useAlternates(): Alternates | null {
  return useContext(AlternatesContext)?.alternates ?? null;
}

"use client";

import { createContext, useContext, useEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from "react";
import type { Locale } from "./locales";

/** Visible paths of the current page in the locales where a translation exists (locale → path). */
export type Alternates = Partial<Record<Locale, string>>;

// Value and setter live in separate contexts: the setter never changes, so a page registering its
// alternates does not re-run its effect each time the value it just set re-renders the provider.
const AlternatesValue = createContext<Alternates | null>(null);
const AlternatesSetter = createContext<Dispatch<SetStateAction<Alternates | null>> | null>(null);

/** Layouts wrap the page and footer in this, so a page can tell the footer where its translations are. */
export function AlternatesProvider({ children }: { children: ReactNode }) {
  const [alternates, setAlternates] = useState<Alternates | null>(null);
  return (
    <AlternatesSetter.Provider value={setAlternates}>
      <AlternatesValue.Provider value={alternates}>{children}</AlternatesValue.Provider>
    </AlternatesSetter.Provider>
  );
}

/**
 * A page renders this with its real translations (content files, the API's `languages`, or the
 * route-to-locale-path helper of site/src/i18n/route-locale-paths.ts),
 * e.g. `<PageAlternates alternates={{ en: "/terms", fr: "/fr/terms" }} />`.
 * Pages that do not are taken to exist in every locale at the same route.
 */
export function PageAlternates({ alternates }: { alternates: Alternates }) {
  const setAlternates = useContext(AlternatesSetter);
  const key = JSON.stringify(alternates);
  useEffect(() => {
    if (!setAlternates) return;
    setAlternates(JSON.parse(key) as Alternates);
    return () => setAlternates(null);
  }, [setAlternates, key]);
  return null;
}

export function useAlternates(): Alternates | null {
  return useContext(AlternatesValue);
}

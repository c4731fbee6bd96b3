import { localePath } from "@/i18n/locale-path";
import { comLocales, variantOfLocale, type Locale } from "@/i18n/locales";
import type { Alternates } from "@/i18n/alternates";

/** Footer languages of spec §9, each in its own name. */
export const footerLanguages: { locale: Locale; name: string }[] = [
  { locale: "en", name: "English" },
  { locale: "de", name: "Deutsch" },
  { locale: "fr", name: "Français" },
  { locale: "es", name: "Español" },
];

/** The route of a visible path: the locale prefix removed (`/fr/pricing` → `/pricing`). */
export function routeOf(pathname: string): string {
  const [, first, ...rest] = pathname.split("/");
  if (first && (comLocales as readonly string[]).includes(first)) return `/${rest.join("/")}`.replace(/\/$/, "") || "/";
  return pathname || "/";
}

/**
 * The language switch (spec §2.4): other locales among en, de, fr, es only, at each one's localized
 * path, only where a translation exists; nothing on ru and nothing on the terms page.
 */
export function languageLinks(locale: Locale, pathname: string, alternates: Alternates | null): { locale: Locale; name: string; href: string }[] {
  const route = routeOf(pathname);
  if (variantOfLocale(locale) === "ru" || route === "/terms") return [];
  return footerLanguages.flatMap(({ locale: other, name }) => {
    if (other === locale) return [];
    const href = alternates ? alternates[other] : localePath(other, route);
    return href ? [{ locale: other, name, href }] : [];
  });
}

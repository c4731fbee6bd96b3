import { localeRegistry } from "@storyfront/schemas/locales/registry";
import { localePath } from "@/i18n/locale-path";
import { variantLocales, variantOfLocale, type Locale } from "@/i18n/locales";
import type { Alternates } from "@/i18n/alternates";

/** The route of a visible path: the locale prefix removed (`/fr/pricing` → `/pricing`). */
export const routeOf = (pathname: string): string => localeRegistry.hrefRoute(pathname);

/** A variant's languages in the switch's order (spec §9), each in its own name. */
function switchLanguages(locale: Locale): { locale: Locale; name: string }[] {
  return [...variantLocales(variantOfLocale(locale))]
    .sort((a, b) => localeRegistry.facts(a).switchOrder - localeRegistry.facts(b).switchOrder)
    .map((code) => ({ locale: code, name: localeRegistry.facts(code).name }));
}

/**
 * The language switch (spec §2.4): the other locales of the page's variant (en, de, fr, es on com; ru
 * has one, so none), at each one's localized path, only where a translation exists; none on the terms page.
 */
export function languageLinks(
  locale: Locale,
  pathname: string,
  alternates: Alternates | null,
): { locale: Locale; name: string; href: string }[] {
  const route = routeOf(pathname);
  if (route === "/terms") return [];
  return switchLanguages(locale).flatMap(({ locale: other, name }) => {
    if (other === locale) return [];
    const href = alternates ? alternates[other] : localePath(other, route);
    return href ? [{ locale: other, name, href }] : [];
  });
}

import type { Faq } from "@storyfront/schemas";
import { getFaq, loadContent } from "@/page-data/content";
import { sourceLocale, type Locale } from "@/i18n/locales";

/** The FAQ in a locale (the source language where no translation exists) and the locales that have their own file. */
export function faqFor(locale: Locale): { faq: Faq; locales: Locale[] } {
  const entry = loadContent().faq.get("faq");
  const translated = Object.keys(entry?.translations ?? {}) as Locale[];
  return { faq: getFaq(locale), locales: [sourceLocale, ...translated.filter((other) => other !== sourceLocale)] };
}

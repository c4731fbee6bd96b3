import { notFound } from "next/navigation";
import { sourceLocale, type Locale } from "@/i18n/locales";

/** Case studies and solutions exist on com in English only (spec §2.1, §6): any other locale is a 404. */
export function requireEnglish(locale: Locale): void {
  if (locale !== sourceLocale) notFound();
}

import { sourceLocale, type Locale } from "./locales";

export type Messages = Record<string, unknown>;
type Importer = (locale: Locale) => Promise<Messages>;

const importCatalogue: Importer = async (locale) => (await import(`@storyfront/content/messages/${locale}.json`)).default as Messages;

/**
 * The message catalogue of a locale. A failed load is only logged (spec §2.1, §8); the page then
 * falls back to the English catalogue rather than failing.
 */
export async function loadMessages(locale: Locale, load: Importer = importCatalogue): Promise<Messages> {
  try {
    return await load(locale);
  } catch (error) {
    console.error(`Failed to load messages for locale "${locale}"`, error);
    return locale === sourceLocale ? {} : loadMessages(sourceLocale, load);
  }
}

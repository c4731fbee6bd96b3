import format, { type CompiledMessage } from "icu-minify/format";

const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

/** A compiled catalogue message (see islandMessages) with its arguments filled in, as plain text. */
export function formatMessage(message: CompiledMessage, locale: string, values?: Record<string, string | number>): string {
  const text = format(message, locale, values, { formatters });
  return Array.isArray(text) ? text.join("") : String(text);
}

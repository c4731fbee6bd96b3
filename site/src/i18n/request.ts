import { getRequestConfig } from "next-intl/server";
import { isLocale, sourceLocale, type Locale } from "./locales";
import { loadMessages, type Messages } from "./messages";
import { precompileMessages } from "./precompile-messages";

// Compiled once per locale and process: every render of every page asks for its catalogue.
const catalogues = new Map<Locale, Promise<Messages>>();

// next-intl reads the locale that each layout/page sets with setRequestLocale (static rendering).
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLocale(requested) ? requested : sourceLocale;
  let messages = catalogues.get(locale);
  if (!messages) {
    messages = loadMessages(locale).then(precompileMessages);
    catalogues.set(locale, messages);
  }
  return { locale, messages: await messages };
});

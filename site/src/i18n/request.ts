import { getRequestConfig } from "next-intl/server";
import { isLocale } from "./locales";
import { loadMessages } from "./messages";

// next-intl reads the locale that each layout/page sets with setRequestLocale (static rendering).
export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = requested && isLocale(requested) ? requested : "en";
  return { locale, messages: await loadMessages(locale) };
});

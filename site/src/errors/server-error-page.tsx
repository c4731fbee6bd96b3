import { getLocale } from "next-intl/server";
import { localeRegistry } from "@storyfront/schemas/locales/registry";
import { isLocale, type Locale } from "@/i18n/locales";
import { ErrorPageView } from "./error-page-view";
import { loadErrorTexts } from "./error-texts-server";

/**
 * A whole error page rendered on the server, for the pages that know their status before anything runs in
 * the browser (404, 403). It sends no JavaScript: the not-found page and the 403 view are part of every
 * page's payload (Next keeps the not-found boundary ready, the host check keeps its 403 ready), so a client
 * error page there put the error UI in every visitor's download. Boundaries of render errors, which only
 * the browser may meet, use the client ErrorPage and load it when they need it.
 */
export async function ServerErrorPage({ status, locale }: { status: number; locale?: Locale }) {
  // Not-found boundaries get no params; the root layout set the request's locale (setRequestLocale).
  const requested = locale ?? (await getLocale());
  const pageLocale = isLocale(requested) ? requested : localeRegistry.source;
  return <ErrorPageView locale={pageLocale} texts={await loadErrorTexts(pageLocale)} status={status} />;
}

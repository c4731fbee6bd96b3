"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect } from "react";
import { isApiFetchFailedDigest } from "@/api-client/api-error";
import { ErrorView } from "./error-view";
import { navigationFailedEvent } from "@/ui/progress/navigation-progress";
import { localePath } from "@/i18n/locale-path";
import { isLocale } from "@/i18n/locales";

type Props = { error: Error & { digest?: string }; reset: () => void };

/**
 * Error boundary of the API-backed pages, rendered inside their layout. The server answers 500; when the
 * API failed (the digest says so, even in production) the title is "Error while fetching data" (spec §8).
 */
export function ApiPageError({ error, reset }: Props) {
  const t = useTranslations("Errors");
  const locale = useLocale();
  const fetchFailed = isApiFetchFailedDigest(error.digest);

  useEffect(() => {
    console.error(error);
    window.dispatchEvent(new Event(navigationFailedEvent));
  }, [error]);

  return (
    <ErrorView
      status={500}
      homeHref={localePath(isLocale(locale) ? locale : "en", "/")}
      texts={{ notFound: t("notFound"), forbidden: t("forbidden"), generic: fetchFailed ? t("fetchFailed") : t("generic"), goHome: t("goHome") }}
      action={
        <button type="button" className="sf-text-button" onClick={reset}>
          {t("tryAgain")}
        </button>
      }
    />
  );
}

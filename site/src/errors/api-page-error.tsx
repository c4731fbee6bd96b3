"use client";

import { lazy, Suspense, useEffect } from "react";
import { isApiFetchFailedDigest } from "@/api-client/api-error";
import { localePath } from "@/i18n/locale-path";
import { navigationFailedEvent } from "@/ui/progress/navigation-progress";
import { useErrorTexts } from "./error-texts";

// Every API page loads its error boundary; only a page that fails loads the error view's code.
const ErrorView = lazy(() => import("./error-view").then((module) => ({ default: module.ErrorView })));

type Props = { error: Error & { digest?: string }; reset: () => void };

/**
 * Error boundary of the API-backed pages, rendered inside their layout. The server answers 500; when the
 * API failed (the digest says so, even in production) the title is "Error while fetching data" (spec §8).
 */
export function ApiPageError({ error, reset }: Props) {
  const { locale, texts } = useErrorTexts();
  const fetchFailed = isApiFetchFailedDigest(error.digest);

  useEffect(() => {
    console.error(error);
    window.dispatchEvent(new Event(navigationFailedEvent));
  }, [error]);

  return (
    <Suspense fallback={null}>
      <ErrorView
        status={500}
        homeHref={localePath(locale, "/")}
        texts={fetchFailed ? { ...texts, generic: texts.fetchFailed } : texts}
        action={
          <button type="button" className="sf-text-button" onClick={reset}>
            {texts.tryAgain}
          </button>
        }
      />
    </Suspense>
  );
}

"use client";

import { lazy, Suspense, useEffect } from "react";
import { useErrorTexts } from "./error-texts";
import { navigationFailedEvent } from "@/ui/progress/navigation-progress";

// Every page loads its error boundary; only a page that fails loads the error page's code.
const ErrorPage = lazy(() => import("./error-page").then((module) => ({ default: module.ErrorPage })));

type Props = { error: Error & { status?: number; digest?: string }; reset: () => void };

/** Errors while rendering a page: the status's title, 500 when none (spec §8); fails the progress bar. */
export default function PageErrorBoundary({ error, reset }: Props) {
  const { texts } = useErrorTexts();

  useEffect(() => {
    console.error(error);
    window.dispatchEvent(new Event(navigationFailedEvent));
  }, [error]);

  return (
    <Suspense fallback={null}>
      <ErrorPage
        status={error.status}
        action={
          <button type="button" className="sf-text-button" onClick={reset}>
            {texts.tryAgain}
          </button>
        }
      />
    </Suspense>
  );
}

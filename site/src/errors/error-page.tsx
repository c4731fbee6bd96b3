"use client";

import type { ReactNode } from "react";
import { useErrorTexts } from "./error-texts";
import { ErrorPageView } from "./error-page-view";

/**
 * A whole error page in the error layout and the visitor's locale. A client component on purpose:
 * error boundaries get no route params, so they read locale and texts from the provider the root layout
 * set up.
 */
export function ErrorPage({ status, action }: { status?: number; action?: ReactNode }) {
  const { locale, texts } = useErrorTexts();
  return <ErrorPageView locale={locale} texts={texts} status={status} action={action} />;
}

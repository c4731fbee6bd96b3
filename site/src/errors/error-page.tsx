"use client";

import type { ReactNode } from "react";
import { localePath } from "@/i18n/locale-path";
import { ErrorLayout } from "@/layouts/error-layout";
import { useErrorTexts } from "./error-texts";
import { ErrorView } from "./error-view";

/**
 * A whole error page in the error layout and the visitor's locale. A client component on purpose:
 * not-found and error boundaries get no route params, so they read locale and texts from the provider the
 * root layout set up.
 */
export function ErrorPage({ status, action }: { status?: number; action?: ReactNode }) {
  const { locale, texts } = useErrorTexts();
  const home = localePath(locale, "/");
  return (
    <ErrorLayout homeHref={home} homeLabel={texts.home}>
      <ErrorView status={status} homeHref={home} texts={texts} action={action} />
    </ErrorLayout>
  );
}

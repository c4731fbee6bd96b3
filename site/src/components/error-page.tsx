"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { localePath } from "../i18n/locale-path";
import { isLocale } from "../i18n/locales";
import { ErrorView } from "./error-view";

/**
 * The error view in the visitor's locale. A client component on purpose: not-found and error
 * boundaries get no route params, so they read the locale from the provider the root layout set up.
 */
export function ErrorPage({ status, action }: { status?: number; action?: ReactNode }) {
  const t = useTranslations("Errors");
  const current = useLocale();
  const home = localePath(isLocale(current) ? current : "en", "/");
  return (
    <ErrorView
      status={status}
      homeHref={home}
      texts={{ notFound: t("notFound"), forbidden: t("forbidden"), generic: t("generic"), goHome: t("goHome") }}
      action={action}
    />
  );
}

"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { localePath } from "@/i18n/locale-path";
import { isLocale } from "@/i18n/locales";
import { ErrorLayout } from "@/layouts/error-layout";
import { ErrorView } from "./error-view";

/**
 * A whole error page in the error layout and the visitor's locale. A client component on purpose:
 * not-found and error boundaries get no route params, so they read the locale from the provider the
 * root layout set up.
 */
export function ErrorPage({ status, action }: { status?: number; action?: ReactNode }) {
  const t = useTranslations("Errors");
  const layout = useTranslations("Layout");
  const current = useLocale();
  const home = localePath(isLocale(current) ? current : "en", "/");
  return (
    <ErrorLayout homeHref={home} homeLabel={layout("home")}>
      <ErrorView
        status={status}
        homeHref={home}
        texts={{ notFound: t("notFound"), forbidden: t("forbidden"), generic: t("generic"), goHome: t("goHome") }}
        action={action}
      />
    </ErrorLayout>
  );
}

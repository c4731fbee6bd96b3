import type { ReactNode } from "react";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { ErrorLayout } from "@/layouts/error-layout";
import type { ErrorTexts } from "./error-texts";
import { ErrorView } from "./error-view";

type Props = { locale: Locale; texts: ErrorTexts; status?: number; action?: ReactNode };

/** A whole error page: the error layout around the status's view, both linking home in the locale. Server or client. */
export function ErrorPageView({ locale, texts, status, action }: Props) {
  const home = localePath(locale, "/");
  return (
    <ErrorLayout homeHref={home} homeLabel={texts.home}>
      <ErrorView status={status} homeHref={home} texts={texts} action={action} />
    </ErrorLayout>
  );
}

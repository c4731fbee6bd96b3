import type { Locale } from "@/i18n/locales";
import { ServerErrorPage } from "./server-error-page";

/** The 403 page as the app renders it (the client-side host check); the proxy has its own HTML twin. */
export function ForbiddenView({ locale }: { locale: Locale }) {
  return <ServerErrorPage status={403} locale={locale} />;
}

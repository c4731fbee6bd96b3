import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pick } from "@/i18n/pick";
import type { Locale } from "@/i18n/locales";

/** The signed-in area's islands get their own namespaces (Chrome for the modal, Errors for the 403 view). */
export async function AccountMessages({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={pick(messages, ["Account", "Errors", "Chrome"])}>
      {children}
    </NextIntlClientProvider>
  );
}

import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pick } from "./pick";

/**
 * next-intl's provider for one part of the site whose islands still translate in the browser (sales forms,
 * blog islands, the quick demo's widgets), with only the namespaces they use. The chrome's islands on every
 * page get plain texts as props instead (island-texts.ts), so a landing carries no catalogue and no formatter.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pick(messages, namespaces)}>{children}</NextIntlClientProvider>;
}

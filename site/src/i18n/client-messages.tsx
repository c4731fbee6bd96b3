import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { pick } from "./pick";

/** What the chrome's islands on every page translate: the root layout sends only these to the browser. */
export const chromeNamespaces = ["Errors", "Layout", "Header", "Footer", "Banners", "Chrome"] as const;

/**
 * Adds the namespaces of one part of the site (sales forms, blog islands) for the islands inside it, so a
 * landing does not carry the sales or blog strings in its HTML. A provider replaces its parent's messages,
 * hence the chrome's namespaces come along.
 */
export async function ClientMessages({ namespaces, children }: { namespaces: readonly string[]; children: ReactNode }) {
  const messages = await getMessages();
  return <NextIntlClientProvider messages={pick(messages, [...chromeNamespaces, ...namespaces])}>{children}</NextIntlClientProvider>;
}

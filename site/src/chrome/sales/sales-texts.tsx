// The /sales page's islands get their texts from the server (as the chrome's islands do, i18n/island-texts.ts):
// plain strings, the thank-you message compiled (the e-mail is known only in the browser), and the two sentences
// with links already rendered. The page then ships no catalogue and no next-intl client for them.
import { getTranslations } from "next-intl/server";
import { islandMessages, islandTexts } from "@/i18n/island-texts";
import type { Locale } from "@/i18n/locales";

const leadFormKeys = ["formTitle", "email", "name", "website", "sending", "submit", "serverError", "failure"] as const;

export async function leadFormTexts(locale: Locale, links: { termsHref: string; privacyHref: string }) {
  const t = await getTranslations({ locale, namespace: "Sales" });
  return {
    ...(await islandTexts(locale, "Sales", leadFormKeys)),
    ...(await islandMessages(locale, "Sales", ["success", "throttled"])),
    agreement: t.rich("agreement", {
      terms: (chunks) => <a href={links.termsHref}>{chunks}</a>,
      privacy: (chunks) => <a href={links.privacyHref}>{chunks}</a>,
    }),
  };
}

export type LeadFormTexts = Awaited<ReturnType<typeof leadFormTexts>>;

export async function schedulerTexts(locale: Locale, email: string) {
  const t = await getTranslations({ locale, namespace: "Sales" });
  return {
    ...(await islandTexts(locale, "Sales", ["schedulerTitle", "schedulerLoading"])),
    fallback: t.rich("schedulerFallback", { email, mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a> }),
  };
}

export type SchedulerTexts = Awaited<ReturnType<typeof schedulerTexts>>;

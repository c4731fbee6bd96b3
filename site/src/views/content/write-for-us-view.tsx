import { getTranslations } from "next-intl/server";
import { TryNowButtons } from "@/chrome/try-now-buttons";
import type { Locale } from "@/i18n/locales";

/** /write-for-us (spec §2.1): guest-author guidelines and the address to pitch to. */
export async function WriteForUsView({ locale, email }: { locale: Locale; email: string }) {
  const t = await getTranslations({ locale, namespace: "WriteForUs" });
  return (
    <article>
      <h1>{t("title")}</h1>
      <p>{t("intro")}</p>
      <h2>{t("topicsTitle")}</h2>
      <ul>
        <li>{t("topic1")}</li>
        <li>{t("topic2")}</li>
        <li>{t("topic3")}</li>
      </ul>
      <h2>{t("howTitle")}</h2>
      <p>{t.rich("how", { email, mail: (chunks) => <a href={`mailto:${email}`}>{chunks}</a> })}</p>
      <TryNowButtons locale={locale} demo={false} />
    </article>
  );
}

import { getTranslations } from "next-intl/server";
import { islandMessages } from "@/i18n/island-texts";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import { EnterpriseForm, type EnterpriseFormTexts } from "./enterprise-form";
import styles from "./enterprise-section.module.css";

/** The enterprise form's section on /enterprise: server-rendered heading and texts, the form as an island. */
export async function EnterpriseSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Enterprise" });
  const texts: EnterpriseFormTexts = {
    firstName: t("firstName"),
    lastName: t("lastName"),
    workEmail: t("workEmail"),
    productName: t("productName"),
    productLink: t("productLink"),
    productLinkHint: t("productLinkHint"),
    submit: t("submit"),
    sending: t("sending"),
    successTitle: t("successTitle"),
    successText: t("successText"),
    serverError: t("serverError"),
    clientError: t("clientError"),
    ...(await islandMessages(locale, "Enterprise", ["throttled"])),
    errors: {
      blank: t("errors.blank"),
      email: t("errors.email"),
      corporateEmail: t("errors.corporateEmail"),
      pattern: t("errors.pattern"),
      agreement: t("errors.agreement"),
    },
  };
  const agreement = t.rich("agreement", {
    policy: (chunks) => <a href={localePath(locale, "/policy")}>{chunks}</a>,
    terms: (chunks) => <a href={localePath(locale, "/terms")}>{chunks}</a>,
  });
  return (
    <section id="enterprise-form" className={styles.section} aria-labelledby="enterprise-form-title">
      <div className={styles.inner}>
        <div className={styles.copy}>
          <h2 id="enterprise-form-title" className={styles.title}>
            {t("title")}
          </h2>
          <p className={styles.intro}>{t("intro")}</p>
        </div>
        <div className={styles.card}>
          <EnterpriseForm texts={texts} agreement={agreement} locale={locale} />
        </div>
      </div>
    </section>
  );
}

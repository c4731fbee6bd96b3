import { getTranslations } from "next-intl/server";
import { QuickDemoTour } from "@/chrome/quick-demo/quick-demo-tour";
import styles from "@/chrome/quick-demo/quick-demo.module.css";
import { TryNowButtons } from "@/chrome/try-now-buttons";
import { ClientMessages } from "@/i18n/client-messages";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";

const topics = [
  { value: "stories", label: "Stories" },
  { value: "games", label: "Mini-games" },
  { value: "onboarding", label: "Onboarding" },
  { value: "messaging", label: "In-app messaging" },
];

/** /quick-demo (spec §2.1): a short guided tour in the sales layout, then the way to a real demo. */
export async function QuickDemoView({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "QuickDemo" });
  const header = await getTranslations({ locale, namespace: "Header" });
  const footer = await getTranslations({ locale, namespace: "Footer" });
  return (
    <div className={styles.page}>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      {/* The tour's carousel, modal and select translate their controls in the browser. */}
      <ClientMessages namespaces={["Chrome"]}>
        <QuickDemoTour
          topics={topics}
          texts={{
            steps: [t("step1"), t("step2"), t("step3")],
            topic: t("topic"),
            watch: t("watch"),
            tourTitle: t("tourTitle"),
            book: t("book"),
            bookHref: localePath(locale, "/sales"),
          }}
        />
      </ClientMessages>
      <TryNowButtons locale={locale} />
      <p className={styles.intro}>
        <a href={localePath(locale, "/pricing")}>{header("pricing")}</a> · <a href={localePath(locale, "/faq")}>{footer("faq")}</a>
      </p>
    </div>
  );
}

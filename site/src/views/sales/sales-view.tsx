import { getTranslations } from "next-intl/server";
import { CustomerLogos } from "@/chrome/sales/customer-logos";
import { LeadForm } from "@/chrome/sales/lead-form";
import { MeetingScheduler } from "@/chrome/sales/meeting-scheduler";
import { leadFormTexts, schedulerTexts } from "@/chrome/sales/sales-texts";
import styles from "@/chrome/sales/sales.module.css";
import type { DomainInfo } from "@/domain/domain-info";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import type { SalesPage } from "@/page-data/sales-page";
import buttons from "@/styles/buttons.module.css";

/**
 * The demo request page (spec §2.6). Static: the query prefill, the lead form and the scheduler are
 * client islands. com embeds the meeting scheduler; ru shows the mail-us block instead.
 */
export async function SalesView({ domain, locale, sales }: { domain: DomainInfo; locale: Locale; sales: SalesPage }) {
  const t = await getTranslations({ locale, namespace: "Sales" });
  const { awards, logos, scheduler, email } = sales;
  return (
    <div className={styles.page}>
      <section aria-labelledby="sales-headline">
        <p className={styles.label}>{t("label")}</p>
        <h1 id="sales-headline" className={styles.headline}>
          {t("headline")}
        </h1>
        <ol className={styles.points}>
          {(["point1", "point2", "point3", "point4"] as const).map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
      </section>
      <section className={styles.onCall} aria-labelledby="sales-on-call">
        <h2 id="sales-on-call">{t("onCallTitle")}</h2>
        <ul>
          <li>{t("onCall1")}</li>
          <li>{t("onCall2")}</li>
        </ul>
      </section>
      {/* Lazy: an eager <img> is preloaded by React at the top of the head, where on a slow network the badges took
          bandwidth from the stylesheet the first paint waits for. */}
      <ul className={styles.awards} aria-label={t("awardsAlt")}>
        {awards.map((award) => (
          <li key={award.slug}>
            <img
              src={award.image.src}
              alt={award.image.alt}
              width={award.image.width}
              height={award.image.height}
              loading="lazy"
              decoding="async"
            />
          </li>
        ))}
      </ul>
      <LeadForm
        locale={locale}
        texts={await leadFormTexts(locale, { termsHref: localePath(locale, "/terms"), privacyHref: localePath(locale, "/policy") })}
      />
      {domain.isRu ? (
        <section className={styles.mailUs} aria-labelledby="sales-mail-us">
          <h2 id="sales-mail-us">{t("mailUsTitle")}</h2>
          <p>{t("mailUsText")}</p>
          <a className={buttons.button} href={`mailto:${email}`}>
            {t("mailUsLink")}
          </a>
        </section>
      ) : (
        <MeetingScheduler script={scheduler.script} url={scheduler.url} texts={await schedulerTexts(locale, email)} />
      )}
      <CustomerLogos logos={logos} title={t("logosTitle")} />
    </div>
  );
}

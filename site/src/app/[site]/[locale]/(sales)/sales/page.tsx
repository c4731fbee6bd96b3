import type { Metadata } from "next";
import { pageMetadata } from "@/seo/page-metadata";
import { getTranslations } from "next-intl/server";
import { siteConfig } from "@/domain/site-config";
import { CustomerLogos } from "@/chrome/sales/customer-logos";
import { LeadForm } from "@/chrome/sales/lead-form";
import { MeetingScheduler } from "@/chrome/sales/meeting-scheduler";
import { leadFormTexts, schedulerTexts } from "@/chrome/sales/sales-texts";
import styles from "@/chrome/sales/sales.module.css";
import { listLogos, loadContent } from "@/page-data/content";
import { requirePageDomain, type PageParams } from "@/domain/page-domain";
import { localePath } from "@/i18n/locale-path";
import buttons from "@/styles/buttons.module.css";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { domain, locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Sales" });
  return pageMetadata({ domain, locale, routePath: "/sales", title: t("title"), description: t("headline") });
}

/**
 * The demo request page (spec §2.6). Static: the query prefill, the lead form and the scheduler are
 * client islands. com embeds the meeting scheduler; ru shows the mail-us block instead.
 */
export default async function SalesPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const t = await getTranslations({ locale, namespace: "Sales" });
  const config = siteConfig.chrome;
  const awards = [...loadContent().awards.values()].map((entry) => entry.source);
  const email = domain.isRu ? config.salesEmail.ru : config.salesEmail.com;
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
      <ul className={styles.awards} aria-label={t("awardsAlt")}>
        {awards.map((award) => (
          <li key={award.slug}>
            <img src={award.image.src} alt={award.image.alt} width={award.image.width} height={award.image.height} />
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
        <MeetingScheduler script={config.scheduler.script} url={config.scheduler.url} texts={await schedulerTexts(locale, email)} />
      )}
      <CustomerLogos logos={listLogos("customer")} title={t("logosTitle")} />
    </div>
  );
}

import { getTranslations } from "next-intl/server";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import type { PricingPage } from "@/page-data/pricing-page";
import { localePath } from "@/i18n/locale-path";
import buttons from "@/styles/buttons.module.css";
import { AddonCard } from "./addon-card";
import styles from "./pricing.module.css";
import { TariffCard } from "./tariff-card";
import { JsonLd } from "@/seo/json-ld/json-ld-script";
import { pricingOffersJsonLd } from "@/seo/json-ld/pricing-offers";

type Props = { domain: DomainInfo; locale: Locale; page: PricingPage };

/**
 * /pricing and /prices (spec §2.7, §9): tariff cards from GET /tariff-displayed, MAU tiers, add-ons and
 * FAQ from content, the trial offer, prices in USD and what MAU means.
 */
export async function PricingView({ domain, locale, page: { tariffs, pricing, addons } }: Props) {
  const t = await getTranslations({ locale, namespace: "Pricing" });
  const button = pricing.button.href.startsWith("/") ? localePath(locale, pricing.button.href) : pricing.button.href;
  return (
    <>
      <JsonLd
        data={pricingOffersJsonLd(tariffs, locale, new URL(localePath(locale, "/pricing"), domain.baseUrl).toString(), pricing.subtitle)}
      />
      <header className={styles.intro}>
        <h1>{pricing.title}</h1>
        <p>{pricing.subtitle}</p>
      </header>
      <section className={styles.trial} aria-labelledby="trial-title">
        <h2 id="trial-title">{t("trialTitle")}</h2>
        <ul>
          <li>{t("trialMonth")}</li>
          <li>{t("trialNoCard")}</li>
          <li>{t("trialStarts")}</li>
        </ul>
      </section>
      <section aria-labelledby="tariffs-title">
        <h2 id="tariffs-title" className="sf-visually-hidden">
          {t("tariffs")}
        </h2>
        <ul className={styles.tariffs}>
          {tariffs.map((tariff) => (
            <li key={tariff.id}>
              <TariffCard tariff={tariff} locale={locale} featuredLabel={t("featured")} />
            </li>
          ))}
        </ul>
        <p className={styles.note}>{t("currencyNote")}</p>
      </section>
      <section className={styles.section} aria-labelledby="tiers-title">
        <h2 id="tiers-title">{t("tiersTitle")}</h2>
        <table className={styles.tiers}>
          <thead>
            <tr>
              <th scope="col">{t("tierMau")}</th>
              <th scope="col">{t("tierPrice")}</th>
            </tr>
          </thead>
          <tbody>
            {pricing.tiers.map((tier) => (
              <tr key={tier.mau}>
                <td>{tier.mau}</td>
                <td>{tier.priceLabel}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <div className={styles.mau}>
          <h3>{t("mauTitle")}</h3>
          <p>{t("mauExplanation")}</p>
        </div>
      </section>
      {addons.length > 0 && (
        <section className={styles.section} aria-labelledby="addons-title">
          <h2 id="addons-title">{t("addonsTitle")}</h2>
          <ul className={styles.addons}>
            {addons.map((addon) => (
              <li key={addon.slug}>
                <AddonCard addon={addon} />
              </li>
            ))}
          </ul>
        </section>
      )}
      <section className={`${styles.section} ${styles.faq}`} aria-labelledby="pricing-faq-title">
        <h2 id="pricing-faq-title">{t("faqTitle")}</h2>
        {pricing.faq.map((entry) => (
          <details key={entry.question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
      <p className={styles.cta}>
        <a className={buttons.button} href={button}>
          {pricing.button.label}
        </a>
      </p>
    </>
  );
}

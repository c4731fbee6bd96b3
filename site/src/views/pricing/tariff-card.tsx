import type { DisplayedTariff } from "@storyfront/schemas";
import buttons from "@/styles/buttons.module.css";
import type { Locale } from "@/i18n/locales";
import { localePath } from "@/i18n/locale-path";
import styles from "./pricing.module.css";

type Props = { tariff: DisplayedTariff; locale: Locale; featuredLabel: string };

/** A displayed tariff from GET /tariff-displayed: name, description, cost text, options, button, featured. */
export function TariffCard({ tariff, locale, featuredLabel }: Props) {
  const href = tariff.button.link.startsWith("/") ? localePath(locale, tariff.button.link) : tariff.button.link;
  return (
    <article className={`${styles.tariff} ${tariff.featured ? styles.featured : ""}`} data-featured={tariff.featured ? "true" : undefined}>
      {tariff.featured && <span className={styles.badge}>{featuredLabel}</span>}
      <h3>{tariff.name}</h3>
      <p className={styles.cost}>{tariff.cost}</p>
      <p className={styles.description}>{tariff.description}</p>
      <p className={styles.optionsTitle}>{tariff.options_title}</p>
      <ul className={styles.options}>
        {tariff.options.map((option) => (
          <li key={option}>{option}</li>
        ))}
      </ul>
      <a className={tariff.featured ? buttons.button : `${buttons.button} ${buttons.secondary}`} href={href}>
        {tariff.button.text}
      </a>
    </article>
  );
}

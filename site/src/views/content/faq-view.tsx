import type { Faq } from "@storyfront/schemas";
import { InlineText } from "@storyfront/renderer/shared/inline-text.tsx";
import { contentAdapters } from "@/renderer-adapters/content-adapters";
import type { DomainInfo } from "@/domain/domain-info";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { sourceLocale, type Locale } from "@/i18n/locales";
import { JsonLd } from "@/seo/json-ld/json-ld-script";
import { faqPageJsonLd } from "@/seo/json-ld/faq-page";
import styles from "./content-page.module.css";

/** Questions as <details>: they open and close without any JavaScript. `locales`: those with their own file. */
export function FaqView({ domain, locale, faq, locales }: { domain: DomainInfo; locale: Locale; faq: Faq; locales: Locale[] }) {
  const shownIn = locales.includes(locale) ? locale : sourceLocale;
  return (
    <article className={styles.article} lang={shownIn === locale ? undefined : shownIn}>
      <ContentPageAlternates routePath="/faq" domain={domain} locales={locales} />
      <JsonLd data={faqPageJsonLd(faq, shownIn)} />
      <header className={styles.header}>
        <h1 className={styles.title}>{faq.title}</h1>
      </header>
      {faq.groups.map((group) => (
        <section key={group.title} className={styles.faqGroup}>
          <h2>{group.title}</h2>
          {group.entries.map((entry) => (
            <details key={entry.question} className={styles.faqItem}>
              <summary>{entry.question}</summary>
              <p>
                <InlineText text={entry.answer} adapters={contentAdapters} />
              </p>
            </details>
          ))}
        </section>
      ))}
    </article>
  );
}

import type { Metadata } from "next";
import { InlineText } from "@storyfront/renderer/shared/inline-text.tsx";
import { contentAdapters } from "@/blocks/content-adapters";
import { ContentPageAlternates } from "@/i18n/content-page-alternates";
import { contentMetadata } from "@/seo/content-metadata";
import { faqFor } from "@/page-data/faq-content";
import { pageDomain, requirePageDomain, type PageParams } from "@/domain/page-domain";
import styles from "@/views/content/content-page.module.css";
import { JsonLd } from "@/seo/json-ld/json-ld-script";
import { faqPageJsonLd } from "@/seo/json-ld/faq-page";

type Props = { params: Promise<PageParams> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const resolved = pageDomain(await params);
  if (!resolved) return {};
  const { faq, locales } = faqFor(resolved.locale);
  return contentMetadata({ ...resolved, routePath: "/faq", seo: faq.seo, contentLocales: locales });
}

// Questions as <details>: they open and close without any JavaScript.
export default async function FaqPage({ params }: Props) {
  const { domain, locale } = await requirePageDomain(params);
  const { faq, locales } = faqFor(locale);
  return (
    <article className={styles.article} lang={locales.includes(locale) ? undefined : "en"}>
      <ContentPageAlternates routePath="/faq" domain={domain} locales={locales} />
      <JsonLd data={faqPageJsonLd(faq, locales.includes(locale) ? locale : "en")} />
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

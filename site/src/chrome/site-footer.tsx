import { Activity } from "react";
import { getTranslations } from "next-intl/server";
import { footerModel, type FooterLabels } from "@/chrome/footer/footer-model";
import { languageLinks } from "@/chrome/footer/language-links";
import { LanguageSwitch } from "@/chrome/footer/language-switch";
import { announcedAlternates } from "@/i18n/announced-alternates";
import { islandTexts } from "@/i18n/island-texts";
import { PageJsonLd } from "@/seo/json-ld/page-json-ld";
import { NewsletterForm } from "@/chrome/footer/newsletter-form";
import { SocialIcon } from "@/chrome/footer/social-icon";
import { withApiLandings } from "@/chrome/landing-links";
import { hasEnglishOnlyPages } from "@/chrome/nav-model";
import { loadApiLandings } from "@/page-data/api-landings";
import { solutionNavLabels } from "@/page-data/content";
import { loadSettings } from "@/page-data/load-settings";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";
import type { DomainInfo } from "@/domain/domain-info";
import { Logo } from "@/ui/logo";
import styles from "@/chrome/footer/footer.module.css";

const labelKeys = [
  "industries",
  "features",
  "successes",
  "resources",
  "about",
  "whitePapers",
  "caseStudies",
  "blog",
  "writeForUs",
  "docs",
  "legal",
  "faq",
  "pricing",
  "policy",
  "terms",
] as const;

/**
 * The site footer (spec §2.4): logo, link columns, the e-mail sign-up that leads to /sales, the
 * language switch (it reads the page's translations from the AlternatesProvider of the layout),
 * policy and terms, and social links.
 */
export async function SiteFooter({ locale, domain }: { locale: Locale; domain: DomainInfo }) {
  const t = await getTranslations({ locale, namespace: "Footer" });
  const layout = await getTranslations({ locale, namespace: "Layout" });
  const labels = Object.fromEntries(labelKeys.map((key) => [key, t(key)])) as FooterLabels;
  const landings = hasEnglishOnlyPages(locale) ? await loadApiLandings(domain, locale) : { industry: [], features: [] };
  const { columns, legal, social } = footerModel(withApiLandings(loadSettings(locale), landings, solutionNavLabels()), locale, labels);
  // The page's metadata announces where it exists (the same paths as its hreflang), so the switch is in the server HTML.
  const announced = await announcedAlternates();
  const serverLinks = announced ? languageLinks(locale, localePath(locale, announced.routePath), announced.paths) : [];
  return (
    <footer className={styles.footer} aria-label={layout("footer")}>
      <PageJsonLd announced={announced} locale={locale} />
      {/* Hydrated on its own, at low priority, like a landing's blocks (renderer/src/render-blocks.tsx). */}
      <Activity>
        <div className={styles.inner}>
          <div className={styles.top}>
            <a className={styles.logo} href={localePath(locale, "/")} aria-label={layout("home")}>
              <Logo />
            </a>
            <NewsletterForm
              salesPath={localePath(locale, "/sales")}
              texts={await islandTexts(locale, "Footer", [
                "newsletterTitle",
                "name",
                "namePlaceholder",
                "email",
                "emailPlaceholder",
                "submit",
              ])}
            />
          </div>
          <div className={styles.columns}>
            {columns.map((column) => (
              <section key={column.id} className={styles.column} aria-labelledby={`footer-${column.id}`}>
                <h2 id={`footer-${column.id}`}>{column.label}</h2>
                <ul>
                  {column.items.map((item) => (
                    <li key={item.href}>
                      <a href={item.href} {...(item.external ? { target: "_blank", rel: "noopener" } : {})}>
                        {item.label}
                      </a>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
          <div className={styles.bottom}>
            <ul className={styles.legal}>
              {legal.map((link) => (
                <li key={link.href}>
                  <a href={link.href}>{link.label}</a>
                </li>
              ))}
            </ul>
            <LanguageSwitch locale={locale} label={t("languages")} serverLinks={serverLinks} />
            {social.length > 0 && (
              <ul className={styles.social} aria-label={t("social")}>
                {social.map((entry) => (
                  <li key={entry.network}>
                    <a href={entry.href} aria-label={entry.label} target="_blank" rel="noopener">
                      <SocialIcon network={entry.network} />
                    </a>
                  </li>
                ))}
              </ul>
            )}
            <p className={styles.copy}>{t("copyright", { year: new Date().getFullYear() })}</p>
          </div>
        </div>
      </Activity>
    </footer>
  );
}

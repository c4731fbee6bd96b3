import type { SiteSettings } from "@storyfront/schemas";
import { localePath } from "@/i18n/locale-path";
import { variantOfLocale, type Locale } from "@/i18n/locales";
import { hasEnglishOnlyPages, visibleHref, whitePapersPath } from "@/chrome/nav-model";
import type { NavGroup, NavLink } from "@/chrome/nav-types";

export type FooterLabels = Record<
  | "industries"
  | "features"
  | "successes"
  | "resources"
  | "about"
  | "whitePapers"
  | "caseStudies"
  | "blog"
  | "writeForUs"
  | "docs"
  | "legal"
  | "faq"
  | "pricing"
  | "policy"
  | "terms",
  string
>;

/** Footer columns, legal links and social links for a locale (spec §2.4, §6). */
export function footerModel(
  settings: SiteSettings,
  locale: Locale,
  labels: FooterLabels,
): { columns: NavGroup[]; legal: NavLink[]; social: SiteSettings["social"] } {
  const ru = variantOfLocale(locale) === "ru";
  const link = (label: string, path: string): NavLink => ({ label, href: localePath(locale, path) });
  const fromSettings = (id: "industries" | "features"): NavGroup[] => {
    const column = settings.footer.columns.find((entry) => entry.id === id);
    return column
      ? [{ id, label: labels[id], items: column.links.map((item) => ({ label: item.label, href: visibleHref(locale, item.href) })) }]
      : [];
  };
  const columns: NavGroup[] = [
    // Industry and feature pages exist in English only.
    ...(hasEnglishOnlyPages(locale) ? [...fromSettings("industries"), ...fromSettings("features")] : []),
    ...(ru
      ? []
      : [
          {
            id: "successes",
            label: labels.successes,
            items: [
              { label: labels.whitePapers, href: whitePapersPath },
              ...(hasEnglishOnlyPages(locale) ? [link(labels.caseStudies, "/case-studies")] : []),
            ],
          },
        ]),
    {
      id: "resources",
      label: labels.resources,
      items: [
        link(labels.blog, "/blog"),
        ...(ru ? [] : [link(labels.writeForUs, "/write-for-us")]),
        { label: labels.docs, href: ru ? settings.docs.ru : settings.docs.com, external: true },
      ],
    },
    { id: "about", label: labels.about, items: [link(labels.legal, "/legal"), link(labels.faq, "/faq"), link(labels.pricing, "/pricing")] },
  ];
  return { columns, legal: [link(labels.policy, "/policy"), link(labels.terms, "/terms")], social: ru ? [] : settings.social.slice(0, 3) };
}

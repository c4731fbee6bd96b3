import { localeRegistry, type SiteSettings } from "@storyfront/schemas";
import { localePath } from "@/i18n/locale-path";
import { sourceLocale, variantOfLocale, type Locale } from "@/i18n/locales";
import type { FeaturedArticle, HeaderNav, NavLink } from "./nav-types";

export type HeaderLabels = Record<
  "solutions" | "caseStudies" | "whitePapers" | "blog" | "pricing" | "writeForUs" | "docs" | "industries" | "features" | "companySize",
  string
>;

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** A content href in visible form: site paths get the locale prefix, external links stay as they are. */
export function visibleHref(locale: Locale, href: string): string {
  return isExternal(href) ? href : localePath(locale, href);
}

/** Solutions and case studies exist only on com in English (spec §2.3, §6). */
export const hasEnglishOnlyPages = (locale: Locale) => locale === sourceLocale;

/** White papers are English reports (spec §2.3): every com locale's menus lead to the English list. */
export const whitePapersPath = localeRegistry.localePath(localeRegistry.source, "/white-papers");

/** The header's menus and links for a locale (spec §2.3), from site settings and the API's blog data. */
export function headerNav(input: {
  settings: SiteSettings;
  locale: Locale;
  labels: HeaderLabels;
  consoleBaseUrl: string;
  categories: { title: string | null; slug: string }[];
  featured: FeaturedArticle | null;
}): HeaderNav {
  const { settings, locale, labels } = input;
  const ru = variantOfLocale(locale) === "ru";
  const groupLabels: Record<string, string> = { industries: labels.industries, features: labels.features, companySize: labels.companySize };
  const solutions = hasEnglishOnlyPages(locale)
    ? settings.navigation.groups
        .filter((group) => group.id !== "resources")
        .map((group) => ({
          id: group.id,
          label: groupLabels[group.id] ?? group.label,
          items: group.items.map((item) => ({ label: item.label, href: visibleHref(locale, item.href) })),
        }))
    : null;
  const link = (label: string, path: string): NavLink => ({ label, href: localePath(locale, path) });
  const resourceLinks: NavLink[] = [
    link(labels.blog, "/blog"),
    ...(ru ? [] : [{ label: labels.whitePapers, href: whitePapersPath }, link(labels.writeForUs, "/write-for-us")]),
    { label: labels.docs, href: ru ? settings.docs.ru : settings.docs.com, external: true },
  ];
  return {
    home: localePath(locale, "/"),
    solutions,
    resources: {
      links: resourceLinks,
      // Only categories with a title in this language appear (spec §2.3).
      categories: input.categories.flatMap((category) => (category.title ? [link(category.title, `/blog/category-${category.slug}`)] : [])),
      featured: input.featured,
    },
    links: [
      ...(hasEnglishOnlyPages(locale)
        ? [link(labels.caseStudies, "/case-studies"), { label: labels.whitePapers, href: whitePapersPath }]
        : []),
      link(labels.blog, "/blog"),
    ],
    pricing: link(labels.pricing, "/pricing"),
    sales: localePath(locale, "/sales"),
    signIn: `${input.consoleBaseUrl}/auth/signin`,
    console: `${input.consoleBaseUrl}/`,
  };
}

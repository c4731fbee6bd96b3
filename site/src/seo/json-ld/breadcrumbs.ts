import { routeTable } from "@storyfront/schemas";
import type { BreadcrumbList, WithContext } from "schema-dts";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";

/** Section list pages a nested page sits under, by first path segment (route table: `breadcrumbSection`). */
export type SectionNames = Partial<Record<string, string>>;

/** The list pages that name a breadcrumb section, with the message that names each. */
export const breadcrumbSections = routeTable.flatMap((family) =>
  family.breadcrumbSection ? [{ section: family.pattern.slice(1), ...family.breadcrumbSection }] : [],
);

/**
 * Home › section › page for a nested page (two or more path segments); null for top-level pages.
 * Every item is a page that exists on the domain (sections only where they have a list page).
 */
export function breadcrumbJsonLd(
  baseUrl: string,
  locale: Locale,
  routePath: string,
  title: string,
  names: { home: string; sections: SectionNames },
): WithContext<BreadcrumbList> | null {
  const segments = routePath.split("/").filter(Boolean);
  if (segments.length < 2) return null;
  const url = (path: string) => new URL(localePath(locale, path), baseUrl).toString();
  const section = segments[0] ?? "";
  const sectionName = names.sections[section];
  const trail = [
    { name: names.home, item: url("/") },
    ...(sectionName ? [{ name: sectionName, item: url(`/${section}`) }] : []),
    { name: title, item: url(routePath) },
  ];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((entry, index) => ({ "@type": "ListItem", position: index + 1, name: entry.name, item: entry.item })),
  };
}

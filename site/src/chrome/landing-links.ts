import type { SiteSettings } from "@storyfront/schemas";
import type { ApiLanding, ApiLandings } from "@/page-data/api-landings";

type NavItem = { label: string; href: string; description?: string };

/** The landing slug a Solutions link points at (`/solutions/{slug}` or `/{slug}`), or null for anything else. */
export function landingSlugOf(href: string): string | null {
  const match = /^\/(?:solutions\/)?([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(href);
  return match?.[1] ?? null;
}

/** Short menu labels by landing slug: the catalogue entries' `navLabel` (content/solutions). */
export type NavLabels = ReadonlyMap<string, string>;

/**
 * The content catalogue's links followed by the API's landing pages (spec §7, §9), each under its short label: a
 * catalogue entry's `navLabel`, an API landing's `navLabel` (its title where it has none). On a slug clash the
 * content file wins: the API entry is left out (`npm run validate` warns about such clashes).
 */
export function mergeLandingLinks(content: readonly NavItem[], api: readonly ApiLanding[], navLabels: NavLabels = new Map()): NavItem[] {
  const labelled = content.map((item) => {
    const label = navLabels.get(landingSlugOf(item.href) ?? "");
    return label ? { ...item, label } : item;
  });
  const taken = new Set(content.map((item) => landingSlugOf(item.href)).filter((slug): slug is string => slug !== null));
  const added: NavItem[] = [];
  for (const landing of api) {
    if (taken.has(landing.slug)) continue;
    taken.add(landing.slug);
    added.push({ label: landing.navLabel ?? landing.title, href: `/solutions/${landing.slug}` });
  }
  return [...labelled, ...added];
}

/**
 * Site settings whose industries and features (menu groups and footer columns) include the API's landings, every
 * solution under its short label.
 */
export function withApiLandings(settings: SiteSettings, landings: ApiLandings, navLabels: NavLabels = new Map()): SiteSettings {
  const forId = (id: string) => (id === "industries" ? landings.industry : id === "features" ? landings.features : null);
  return {
    ...settings,
    navigation: {
      ...settings.navigation,
      groups: settings.navigation.groups.map((group) => {
        const api = forId(group.id);
        return api ? { ...group, items: mergeLandingLinks(group.items, api, navLabels) } : group;
      }),
    },
    footer: {
      ...settings.footer,
      columns: settings.footer.columns.map((column) => {
        const api = forId(column.id);
        return api ? { ...column, links: mergeLandingLinks(column.links, api, navLabels) } : column;
      }),
    },
  };
}

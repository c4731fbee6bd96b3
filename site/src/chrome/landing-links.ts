import type { SiteSettings } from "@storyfront/schemas";
import type { ApiLanding, ApiLandings } from "@/page-data/api-landings";

type NavItem = { label: string; href: string; description?: string };

/** The landing slug a Solutions link points at (`/solutions/{slug}` or `/{slug}`), or null for anything else. */
export function landingSlugOf(href: string): string | null {
  const match = /^\/(?:solutions\/)?([a-z0-9]+(?:-[a-z0-9]+)*)\/?$/.exec(href);
  return match?.[1] ?? null;
}

/**
 * The content catalogue's links followed by the API's landing pages (spec §7, §9). On a slug clash the
 * content file wins: the API entry is left out (`npm run validate` warns about such clashes).
 */
export function mergeLandingLinks(content: readonly NavItem[], api: readonly ApiLanding[]): NavItem[] {
  const taken = new Set(content.map((item) => landingSlugOf(item.href)).filter((slug): slug is string => slug !== null));
  const added: NavItem[] = [];
  for (const landing of api) {
    if (taken.has(landing.slug)) continue;
    taken.add(landing.slug);
    added.push({ label: landing.title, href: `/solutions/${landing.slug}` });
  }
  return [...content, ...added];
}

/** Site settings whose industries and features (menu groups and footer columns) include the API's landings. */
export function withApiLandings(settings: SiteSettings, landings: ApiLandings): SiteSettings {
  const forId = (id: string) => (id === "industries" ? landings.industry : id === "features" ? landings.features : null);
  return {
    ...settings,
    navigation: {
      ...settings.navigation,
      groups: settings.navigation.groups.map((group) => {
        const api = forId(group.id);
        return api ? { ...group, items: mergeLandingLinks(group.items, api) } : group;
      }),
    },
    footer: {
      ...settings.footer,
      columns: settings.footer.columns.map((column) => {
        const api = forId(column.id);
        return api ? { ...column, links: mergeLandingLinks(column.links, api) } : column;
      }),
    },
  };
}

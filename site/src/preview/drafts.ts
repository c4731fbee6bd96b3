// Content files that say "draft": true render on preview builds and in draft mode only; in production they
// are a 404 and links to them leave the navigation.
import type { SiteSettings } from "@storyfront/schemas";
import { hrefRoute } from "@storyfront/schemas/route-table/variant-routes";
import { loadContent } from "@/page-data/content";
import { isPreviewBuild } from "./preview-build";
import { reviewerDraftMode } from "./reviewer-draft-mode";

/** Per request: a preview build shows drafts to everyone, draft mode to the reviewer who turned it on. */
export async function draftsVisible(): Promise<boolean> {
  return isPreviewBuild() || (await reviewerDraftMode());
}

/** Route paths of draft landings, e.g. /solutions/spring-offer. */
export function draftPaths(): Set<string> {
  return new Set([...loadContent().landings.values()].flatMap((entry) => (entry.source.draft ? [entry.source.path] : [])));
}

/** Settings without header and footer links to draft pages (navigation is shared by every visitor's cached page). */
export function withoutDraftLinks(settings: SiteSettings, drafts: ReadonlySet<string> = draftPaths()): SiteSettings {
  if (drafts.size === 0) return settings;
  const published = <T extends { href: string }>(items: T[]) => items.filter((item) => !drafts.has(hrefRoute(item.href)));
  return {
    ...settings,
    navigation: {
      ...settings.navigation,
      groups: settings.navigation.groups.map((group) => ({ ...group, items: published(group.items) })),
      links: published(settings.navigation.links),
    },
    footer: { ...settings.footer, columns: settings.footer.columns.map((column) => ({ ...column, links: published(column.links) })) },
  };
}

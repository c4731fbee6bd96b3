import type { AuthUser } from "@storyfront/schemas";

/** What a user may do, read from the role and permission maps of GET /auth (spec §6: a flag is on when its key is present). */
type Holder = Pick<AuthUser, "adminRoles" | "adminPermissions">;

const has = (user: Holder, roles: readonly string[], permissions: readonly string[]) =>
  roles.some((role) => Object.hasOwn(user.adminRoles, role)) ||
  permissions.some((permission) => Object.hasOwn(user.adminPermissions, permission));

/**
 * The API's admin tag rule (api/README.md), mirrored so the screens offer only what the API allows:
 * list, read, create and replace for the administrator or manager role or the page-edit permission.
 */
export const canEditTags = (user: Holder) => has(user, ["administrator", "manager"], ["page-edit"]);

/** Deleting tags and groups: the administrator role or the setting permission. */
export const canDeleteTags = (user: Holder) => has(user, ["administrator"], ["setting"]);

/** The sales team's leads list: the administrator or manager role. */
export const canReadLeads = (user: Holder) => has(user, ["administrator", "manager"], []);

/** Field data (the Speed screen): the same people as the leads, the administrator or manager role. */
export const canReadVitals = (user: Holder) => has(user, ["administrator", "manager"], []);

/** Writing the API's pages, categories, landing config and pictures: as the API's rule (api/README.md). */
export const canEditPages = (user: Holder) => has(user, ["administrator", "manager"], ["page-edit"]);

/** Reading the displayed tariffs in the Studio (writing them needs tariff-edit, which the API checks). */
export const canReadTariffs = (user: Holder) => has(user, ["administrator", "manager"], ["tariff-edit", "tariff-view"]);

/** A page's audit trail (who did what and when): administrators only, as the API's rule. */
export const canReadPageAudit = (user: Holder) => has(user, ["administrator"], []);

/**
 * The online Studio (issue 39): people who write the API's content or read its tariffs — the page-edit, tariff-edit or
 * tariff-view permission, or the manager or administrator role. What each may change there the API decides per call.
 */
export const canUseStudio = (user: Holder) => has(user, ["administrator", "manager"], ["page-edit", "tariff-edit", "tariff-view"]);

/** Merging a content branch into main in the online Studio (issue 40): reviewers, the manager or administrator role. */
export const canMergeContent = (user: Holder) => has(user, ["administrator", "manager"], []);

/** The signed-in area: which page needs which right (the profile only needs a session). */
export const accountAreas = {
  profile: { path: "/profile", allowed: () => true },
  tags: { path: "/admin/tags", allowed: canEditTags },
  tagGroups: { path: "/admin/tag-groups", allowed: canEditTags },
  leads: { path: "/admin/leads", allowed: canReadLeads },
  speed: { path: "/admin/speed", allowed: canReadVitals },
} as const;

export type AccountArea = keyof typeof accountAreas;

/** The area a route path belongs to (`/admin/tags` or below), or null for every other page. */
export function accountAreaOf(routePath: string): AccountArea | null {
  for (const [name, area] of Object.entries(accountAreas)) {
    if (routePath === area.path || routePath.startsWith(`${area.path}/`)) return name as AccountArea;
  }
  return null;
}

export const mayEnter = (area: AccountArea, user: Holder) => accountAreas[area].allowed(user);

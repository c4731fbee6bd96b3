// Who may use the admin tag area (spec §6 leaves it open; the rule is documented in api/README.md):
// reading and writing tags and groups needs the administrator or manager role or the page-edit permission;
// deleting needs the administrator role or the setting permission. Writing pages: the same people as reading and
// writing tags (a page's audit trail: administrators). Leads: the administrator or manager role.
import type { UserRow } from "./current-user";
import { HttpError } from "../http/errors";

type Grants = Pick<UserRow, "admin_roles" | "admin_permissions">;

const has = (user: Grants, roles: string[], permissions: string[]) =>
  user.admin_roles.some((role) => roles.includes(role)) || user.admin_permissions.some((permission) => permissions.includes(permission));

export function assertCanEditTags(user: UserRow) {
  if (!has(user, ["administrator", "manager"], ["page-edit"])) throw new HttpError(403, "You are not allowed to manage tags");
}

export function assertCanDeleteTags(user: UserRow) {
  if (!has(user, ["administrator"], ["setting"])) throw new HttpError(403, "You are not allowed to delete tags");
}

/** Editors: may see unpublished pages (drafts) and write pages (the /admin/page calls). */
export const canEditPages = (user: Grants) => has(user, ["administrator", "manager"], ["page-edit"]);

export function assertCanEditPages(user: UserRow) {
  if (!canEditPages(user)) throw new HttpError(403, "You are not allowed to write pages");
}

/** A page's audit trail (who did what): administrators only. */
export function assertCanReadPageAudit(user: UserRow) {
  if (!has(user, ["administrator"], [])) throw new HttpError(403, "Only administrators may read a page's audit trail");
}

/** The sales team: may read and export leads. */
export function assertCanReadLeads(user: UserRow) {
  if (!has(user, ["administrator", "manager"], [])) throw new HttpError(403, "You are not allowed to see leads");
}

/** Field data (the Speed screen): the same people as the leads, the administrator or manager role. */
export function assertCanReadVitals(user: UserRow) {
  if (!has(user, ["administrator", "manager"], [])) throw new HttpError(403, "You are not allowed to see field data");
}

/** Categories and the landing config: the same people as pages (page-edit, manager, administrator). */
export function assertCanEditCatalog(user: UserRow) {
  if (!canEditPages(user)) throw new HttpError(403, "You are not allowed to change categories or the landing config");
}

/**
 * Displayed tariffs (spec §6 names tariff-view and tariff-edit): the editor's list for tariff-view, tariff-edit, the
 * manager and administrator roles; changes for tariff-edit and the administrator role only (a manager reads them).
 */
export const canEditTariffs = (user: Grants) => has(user, ["administrator"], ["tariff-edit"]);

export function assertCanReadTariffs(user: UserRow) {
  if (!has(user, ["administrator", "manager"], ["tariff-edit", "tariff-view"]))
    throw new HttpError(403, "You are not allowed to see tariffs");
}

export function assertCanEditTariffs(user: UserRow) {
  if (!canEditTariffs(user)) throw new HttpError(403, "You are not allowed to change tariffs");
}

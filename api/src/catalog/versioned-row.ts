// The version check every catalogue save shares: lock the row for the transaction and refuse a save made on a stale
// copy with a 409 that says which version is current, who saved it and when (the answer pages give: pageConflict).
import type { Queryable } from "../db/database";
import { HttpError, notFound } from "../http/errors";
import { userName, userRef } from "../pages/authored-page";

export type VersionStamp = { version: number; updated_at: number | null; updated_by: number | null; updated_by_name: string | null };

/** The columns of a versioned row's stamp, for a table aliased `t` joined to its author `u`. */
export const stampColumns = `t.version, t.updated_at, t.updated_by, ${userName("u")} as updated_by_name`;

export const stampOf = (row: VersionStamp) => ({
  version: row.version,
  updatedAt: row.updated_at,
  updatedBy: userRef(row.updated_by, row.updated_by_name),
});

type Target = { table: "category" | "displayed_tariff" | "setting"; key: "id" | "key"; value: number | string; label: string };

/** Locks the row (404 when gone); with `baseVersion`, a different current version is a 409 and nothing is stored. */
export async function lockVersioned<Row extends object = object>(
  tx: Queryable,
  target: Target,
  baseVersion?: number,
): Promise<Row & VersionStamp> {
  const [current] = await tx.query<Row & VersionStamp>(
    `select t.*, ${userName("u")} as updated_by_name from ${target.table} t left join app_user u on u.id = t.updated_by
     where t.${target.key} = $1 for update of t`,
    [target.value],
  );
  if (!current) throw notFound(`${target.label} not found`);
  if (baseVersion !== undefined && baseVersion !== current.version) {
    throw new HttpError(
      409,
      `${target.label} was changed since version ${baseVersion}; nothing was saved`,
      {},
      { version: current.version, changedBy: userRef(current.updated_by, current.updated_by_name), changedAt: current.updated_at ?? 0 },
    );
  }
  return current;
}

/** The stamp of a save: next version, now, this editor. `$1`… are taken from `at`. */
export const nextStamp = (at: number) => `version = version + 1, updated_at = $${at}, updated_by = $${at + 1}`;

/** A unique index refused the write (two saves raced past the check): the same 422 as the check gives. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === "object" && error !== null && (error as { code?: unknown }).code === "23505";

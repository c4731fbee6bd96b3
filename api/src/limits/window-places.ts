// The counter under both the login throttle (auth/login-throttle.ts) and the send limits (send-limit.ts): per key,
// how many places of a window are used, and the column that dates the window. A place is taken by one conditional
// upsert, so several API processes on one PostgreSQL database share the counts and cannot both take the last place.
import type { Queryable } from "../db/database";

/**
 * A table of places per key. Its names come from here, never from a request: they are written into the SQL.
 * `window` is the key's window start (login_throttle) or end (send_limit); either way a window whose mark is at or
 * before the caller's `endedBy` has ended.
 */
export type PlaceTable =
  { name: "login_throttle"; used: "attempts"; window: "window_start" } | { name: "send_limit"; used: "used"; window: "window_end" };

/**
 * One place under `limit` for `key`: a key whose window ended starts a new one marked `mark`. Answers the mark of
 * the window the place belongs to, or null when the window is full (nothing is taken then).
 */
export async function takePlace(
  db: Queryable,
  { name, used, window }: PlaceTable,
  key: string,
  limit: number,
  { mark, endedBy }: { mark: number; endedBy: number },
): Promise<number | null> {
  const [row] = await db.query<{ mark: number }>(
    `insert into ${name} as t (key, ${used}, ${window}) values ($1, 1, $2::integer)
     on conflict (key) do update set
       ${used} = case when t.${window} <= $3::integer then 1 else t.${used} + 1 end,
       ${window} = case when t.${window} <= $3::integer then $2::integer else t.${window} end
     where t.${window} <= $3::integer or t.${used} < $4::integer
     returning ${window} as mark`,
    [key, mark, endedBy, limit],
  );
  return row ? Number(row.mark) : null;
}

/** The mark of `key`'s window, when it has one (to say how long a full window still lasts). */
export async function windowMark(db: Queryable, { name, window }: PlaceTable, key: string): Promise<number | undefined> {
  const [row] = await db.query<{ mark: number }>(`select ${window} as mark from ${name} where key = $1`, [key]);
  return row ? Number(row.mark) : undefined;
}

/** Gives one place back, only to the window it was taken in (a new window since then keeps its count). */
export async function givePlaceBack(db: Queryable, { name, used, window }: PlaceTable, key: string, mark: number) {
  await db.query(`update ${name} set ${used} = ${used} - 1 where key = $1 and ${window} = $2::integer and ${used} > 0`, [key, mark]);
}

/** Deletes the rows whose window ended (at or before `endedBy`), so one-off keys do not pile up. */
export async function sweepEnded(db: Queryable, { name, window }: PlaceTable, endedBy: number) {
  await db.query(`delete from ${name} where ${window} <= $1::integer`, [endedBy]);
}

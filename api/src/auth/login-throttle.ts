// Slows password guessing. Every sign-in attempt takes a place under each limit that applies to it (see
// throttleLimits) BEFORE the password or two-factor code is checked, and a success gives its places back: so guesses
// sent all at once get no more checks than guesses sent one by one. Once a key has `limit` attempts in its window
// (which starts at the key's first attempt), the answer is 429 with Retry-After until the window ends. The counts
// live in the database (login_throttle) and each place is taken by one conditional upsert, so several API processes
// on one PostgreSQL database share them and cannot both take the last place.
import type { Queryable } from "../db/database";
import { HttpError } from "../http/errors";

export type ThrottleLimit = { key: string; limit: number };
type Held = ThrottleLimit & { windowStart: number };

/** A pair of an account and an address is locked after `limit` failures; the account alone after this many times more. */
export const accountFactor = 10;
/** One address trying many accounts is locked after this many times `limit`. */
export const addressFactor = 4;

/**
 * The limits of one attempt, in the order they are taken. The pair comes first, so an address locked out of an
 * account adds nothing to the account's own (looser) count: a victim's account is locked for everyone only when
 * guesses come from `accountFactor` addresses or more. `address` is null when no trusted proxy names the visitor
 * (every visitor would share the site's address).
 */
export function throttleLimits(email: string, ip: string, address: string | null, limit: number): ThrottleLimit[] {
  return [
    { key: `pair:${email} ${ip}`, limit },
    { key: `account:${email}`, limit: limit * accountFactor },
    ...(address === null ? [] : [{ key: `address:${address}`, limit: limit * addressFactor }]),
  ];
}

/** Stale rows are deleted on every this many-th reservation of a process, so made-up emails do not pile up. */
const sweepEvery = 200;

export class LoginThrottle {
  private reservations = 0;

  constructor(private readonly window: number) {}

  /** Takes a place under every limit, or none: a 429 (with Retry-After) when any of them is full. */
  async reserve(db: Queryable, limits: ThrottleLimit[], now: number): Promise<Reservation> {
    if (++this.reservations % sweepEvery === 0)
      await db.query("delete from login_throttle where window_start <= $1::integer", [now - this.window]);
    const held: Held[] = [];
    for (const limit of limits) {
      const [row] = await db.query<{ window_start: number }>(
        `insert into login_throttle as t (key, attempts, window_start) values ($1, 1, $2::integer)
         on conflict (key) do update set
           attempts = case when t.window_start <= $3::integer then 1 else t.attempts + 1 end,
           window_start = case when t.window_start <= $3::integer then $2::integer else t.window_start end
         where t.window_start <= $3::integer or t.attempts < $4::integer
         returning window_start`,
        [limit.key, now, now - this.window, limit.limit],
      );
      if (row) {
        held.push({ ...limit, windowStart: Number(row.window_start) });
        continue;
      }
      await new Reservation(db, held).release();
      const [full] = await db.query<{ window_start: number }>("select window_start from login_throttle where key = $1", [limit.key]);
      const retryAfter = Math.max(1, Number(full?.window_start ?? now) + this.window - now);
      throw new HttpError(429, `Too many failed sign-in attempts; try again in ${retryAfter} seconds`, {
        "retry-after": String(retryAfter),
      });
    }
    return new Reservation(db, held);
  }
}

/** The places one attempt holds. A failed attempt keeps them (that is the count); the others give them back. */
export class Reservation {
  constructor(
    private readonly db: Queryable,
    private readonly held: Held[],
  ) {}

  /** The attempt was not a failure (a right password before the code step): its places are free again. */
  async release() {
    for (const { key, windowStart } of this.held) {
      await this.db.query(
        "update login_throttle set attempts = attempts - 1 where key = $1 and window_start = $2::integer and attempts > 0",
        [key, windowStart],
      );
    }
  }

  /**
   * A complete sign-in: the pair's and the account's earlier failures are forgiven. The address only gets this
   * attempt's place back — one account's owner cannot wipe out the failures an address ran up against others.
   */
  async succeed() {
    for (const { key, windowStart } of this.held) {
      if (key.startsWith("address:")) {
        await this.db.query(
          "update login_throttle set attempts = attempts - 1 where key = $1 and window_start = $2::integer and attempts > 0",
          [key, windowStart],
        );
      } else {
        await this.db.query("delete from login_throttle where key = $1", [key]);
      }
    }
  }
}

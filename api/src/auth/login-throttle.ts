// Slows password guessing. Every sign-in attempt takes a place under each limit that applies to it (see
// sourceLimits) BEFORE the password or two-factor code is checked, and a success gives its places back: so guesses
// sent all at once get no more checks than guesses sent one by one. Once a key has `limit` attempts in its window
// (which starts at the key's first attempt), the answer is 429 with Retry-After until the window ends. The counts
// live in the database (login_throttle) and each place is taken by one conditional upsert, so several API processes
// on one PostgreSQL database share them and cannot both take the last place.
//
// Only a source is ever refused (an account and address pair, an address, a known device). The account-wide limit
// never refuses: once it is full, a sign-in from an unknown device needs an e-mailed code before its password is
// checked (routes/auth.ts), and the owner's known devices do not count against it at all.
import type { Queryable } from "../db/database";
import { HttpError } from "../http/errors";
import { givePlaceBack, sweepEnded, takePlace, windowMark, type PlaceTable } from "../limits/window-places";

export type ThrottleLimit = { key: string; limit: number };
type Held = ThrottleLimit & { windowStart: number };

/** A pair of an account and an address is limited to `limit` failures; the account alone to this many times more. */
export const accountFactor = 10;
/** One address trying many accounts is limited to this many times `limit`. */
export const addressFactor = 4;

/**
 * The limits of one attempt from a device the account does not know, in the order they are taken. `address` is
 * null when no trusted proxy names the visitor (every visitor would share the site's address).
 */
export function sourceLimits(email: string, ip: string, address: string | null, limit: number): ThrottleLimit[] {
  return [
    { key: `pair:${email} ${ip}`, limit },
    ...(address === null ? [] : [{ key: `address:${address}`, limit: limit * addressFactor }]),
  ];
}

/**
 * The account-wide limit: failures of one account from anywhere but its known devices. Taken after the source's
 * places, so an address refused by its own limit adds nothing to it.
 */
export const accountLimit = (email: string, limit: number): ThrottleLimit => ({ key: `account:${email}`, limit: limit * accountFactor });

const table: PlaceTable = { name: "login_throttle", used: "attempts", window: "window_start" };

/** Stale rows are deleted on every this many-th reservation of a process, so made-up emails do not pile up. */
const sweepEvery = 200;

export class LoginThrottle {
  private reservations = 0;

  constructor(private readonly window: number) {}

  /** Takes a place under every limit, or none: a 429 (with Retry-After) when any of them is full. */
  async reserve(db: Queryable, limits: ThrottleLimit[], now: number): Promise<Reservation> {
    if (++this.reservations % sweepEvery === 0) await sweepEnded(db, table, now - this.window);
    const reservation = new Reservation(db, []);
    for (const limit of limits) {
      if (await reservation.add(this.take(db, limit, now))) continue;
      await reservation.release();
      const retryAfter = Math.max(1, ((await windowMark(db, table, limit.key)) ?? now) + this.window - now);
      throw new HttpError(429, `Too many failed sign-in attempts; try again in ${retryAfter} seconds`, {
        "retry-after": String(retryAfter),
      });
    }
    return reservation;
  }

  /** One place under `limit`, or null when it is full (nothing is taken then). */
  async take(db: Queryable, limit: ThrottleLimit, now: number): Promise<Held | null> {
    const windowStart = await takePlace(db, table, limit.key, limit.limit, { mark: now, endedBy: now - this.window });
    return windowStart === null ? null : { ...limit, windowStart };
  }
}

/** The places one attempt holds. A failed attempt keeps them (that is the count); the others give them back. */
export class Reservation {
  constructor(
    private readonly db: Queryable,
    private readonly held: Held[],
  ) {}

  /** Holds one more place when it was taken; answers whether it was. */
  async add(place: Promise<Held | null>): Promise<boolean> {
    const held = await place;
    if (held) this.held.push(held);
    return held !== null;
  }

  /** The attempt was not a failure (a right password before the code step): its places are free again. */
  async release() {
    for (const { key, windowStart } of this.held) await this.giveBack(key, windowStart);
  }

  /**
   * A complete sign-in: the failures of this source (the pair, or the known device) are forgiven. The address and
   * the account only get this attempt's place back: one account's owner cannot wipe out the failures an address ran
   * up against others, nor the strangers' failures against their own account (that would hand the guessers a fresh
   * allowance of checks each time the owner signs in).
   */
  async succeed() {
    for (const { key, windowStart } of this.held) {
      if (key.startsWith("pair:") || key.startsWith("device:")) await this.db.query("delete from login_throttle where key = $1", [key]);
      else await this.giveBack(key, windowStart);
    }
  }

  private async giveBack(key: string, windowStart: number) {
    await givePlaceBack(this.db, table, key, windowStart);
  }
}

// Caps how often requests that make the service send something (a sign-up e-mail, a lead to sales) may be made per
// key: a visitor address, a target e-mail address. A request takes a place under every limit that applies to it
// BEFORE its work, so requests sent all at once get no more through than requests sent one by one; a key's window
// starts at its first request and lasts `windowSeconds`. Once a key has used its places, the answer is 429 with
// Retry-After until the window ends. The counts live in the database (send_limit), so several API processes on one
// PostgreSQL database share them.
import type { Queryable } from "../db/database";
import { HttpError } from "../http/errors";
import type { RequestContext } from "../http/context";
import { givePlaceBack, sweepEnded, takePlace, windowMark, type PlaceTable } from "./window-places";

/** One count: its key, its places per window, and what the 429 says when they are used up (the wait is added). */
export type SendLimitKey = { key: string; limit: number; refusal: string };

/**
 * The visitor's address, or null when no trusted proxy names it (API_TRUST_PROXY unset): the caller is then the
 * site, whose one address every visitor shares, so a per-address count would lock everyone out at once.
 */
export const visitorAddress = (ctx: RequestContext): string | null => (ctx.options.trustProxy ? ctx.request.ip : null);

const table: PlaceTable = { name: "send_limit", used: "used", window: "window_end" };

/** Ended windows are deleted on every this many-th reservation of a process, so one-off keys do not pile up. */
const sweepEvery = 200;

export class SendLimit {
  private reservations = 0;

  constructor(private readonly windowSeconds: number) {}

  /** Takes a place under every key, or none: a 429 (with Retry-After) when any of them is used up. */
  async reserve(db: Queryable, keys: SendLimitKey[], now: number): Promise<SendReservation> {
    if (++this.reservations % sweepEvery === 0) await sweepEnded(db, table, now);
    const held: Held[] = [];
    for (const { key, limit, refusal } of keys) {
      const windowEnd = await takePlace(db, table, key, limit, { mark: now + this.windowSeconds, endedBy: now });
      if (windowEnd !== null) {
        held.push({ key, windowEnd });
        continue;
      }
      await new SendReservation(db, held).release();
      const retryAfter = Math.max(1, ((await windowMark(db, table, key)) ?? now + this.windowSeconds) - now);
      throw new HttpError(429, `${refusal}; try again in ${retryAfter} seconds`, { "retry-after": String(retryAfter) });
    }
    return new SendReservation(db, held);
  }
}

type Held = { key: string; windowEnd: number };

/** The places one request holds; `release` gives them back when the request turned out to send nothing new. */
export class SendReservation {
  constructor(
    private readonly db: Queryable,
    private readonly held: Held[],
  ) {}

  async release() {
    for (const { key, windowEnd } of this.held) await givePlaceBack(this.db, table, key, windowEnd);
  }
}

// Slows password guessing: after `limit` failed logins for one email within `window` seconds, answer 429
// until the window ends. Kept in memory: one API process serves the site, and a restart only forgives.
import { HttpError } from "../http/errors";

type Entry = { failures: number; since: number };

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limit: number,
    private readonly window: number,
  ) {}

  check(email: string, now: number) {
    const entry = this.current(email, now);
    if (entry && entry.failures >= this.limit) {
      const retryAfter = entry.since + this.window - now;
      throw new HttpError(429, `Too many failed sign-in attempts; try again in ${retryAfter} seconds`, { "retry-after": String(retryAfter) });
    }
  }

  fail(email: string, now: number) {
    const entry = this.current(email, now) ?? { failures: 0, since: now };
    entry.failures += 1;
    this.entries.set(email, entry);
  }

  succeed(email: string) {
    this.entries.delete(email);
  }

  private current(email: string, now: number): Entry | undefined {
    const entry = this.entries.get(email);
    if (entry && now - entry.since >= this.window) {
      this.entries.delete(email);
      return undefined;
    }
    return entry;
  }
}

// Slows password guessing: after `limit` failed logins for one key (an email, an address) within `window`
// seconds, answer 429 until the window ends. Kept in memory: one API process serves the site, and a
// restart only forgives.
import { HttpError } from "../http/errors";

type Entry = { failures: number; since: number };

export class LoginThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly limit: number,
    private readonly window: number,
  ) {}

  /** `factor` loosens the limit for keys shared by many people, such as an address. */
  check(key: string, now: number, factor = 1) {
    const entry = this.current(key, now);
    if (entry && entry.failures >= this.limit * factor) {
      const retryAfter = entry.since + this.window - now;
      throw new HttpError(429, `Too many failed sign-in attempts; try again in ${retryAfter} seconds`, { "retry-after": String(retryAfter) });
    }
  }

  fail(key: string, now: number) {
    const entry = this.current(key, now) ?? { failures: 0, since: now };
    entry.failures += 1;
    this.entries.set(key, entry);
    // Many distinct keys (a scan of made-up emails) must not grow memory without bound.
    if (this.entries.size > 10_000) for (const old of [...this.entries.keys()]) this.current(old, now);
  }

  succeed(key: string) {
    this.entries.delete(key);
  }

  private current(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && now - entry.since >= this.window) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

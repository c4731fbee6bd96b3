// The countdown between account e-mails to one address (spec §4: "resend available after a countdown of n
// seconds"): it keeps a visitor from flooding an inbox. Kept in memory like the login throttle: one API process
// serves the site, and a restart only shortens a countdown.
export class ResendCountdown {
  private readonly until = new Map<string, number>();

  constructor(private readonly seconds: number) {}

  /** Seconds left before `key` may have another e-mail (0: now). */
  left(key: string, now: number): number {
    const until = this.until.get(key);
    if (until === undefined || until <= now) {
      this.until.delete(key);
      return 0;
    }
    return until - now;
  }

  /** Starts the countdown for `key` and answers its length. */
  start(key: string, now: number): number {
    this.until.set(key, now + this.seconds);
    // Many addresses (a scan) must not grow memory without bound: drop the finished countdowns.
    if (this.until.size > 10_000) for (const [old, until] of this.until) if (until <= now) this.until.delete(old);
    return this.seconds;
  }
}

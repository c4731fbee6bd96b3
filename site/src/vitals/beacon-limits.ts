// How much field data one visitor and one address may send: samples per minute, counted in this server process.
// A real page view reports five metrics (one or two beacons), so a visitor reading four pages a minute stays inside;
// a script sending thousands of beacons does not get its samples into the Speed screen's figures. Both counts are
// checked and charged in one synchronous step, so parallel beacons cannot slip past between check and charge.
// Per process: with several site instances a visitor gets each instance's allowance (no Redis here); the API's
// daily cap (api/src/vitals/vital-reservoir.ts) bounds the rows whatever reaches it.

export type BeaconLimitOptions = {
  /** Samples per visitor (client id, else address) per minute. */
  perVisitor: number;
  /** Samples per address per minute (an office or a mobile carrier's NAT holds many visitors). */
  perAddress: number;
  /** Distinct visitors and addresses counted per minute; beyond, a new one is refused (the counters' memory stays bounded). */
  maxKeys: number;
};

export const defaultBeaconLimits: BeaconLimitOptions = { perVisitor: 20, perAddress: 100, maxKeys: 50_000 };

/** A whole number above 0 from the environment, else the default (a typo must not switch the limit off). */
function perMinute(value: string | undefined, fallback: number): number {
  const number = Number(value);
  return value && Number.isInteger(number) && number > 0 ? number : fallback;
}

/** VITALS_SAMPLES_PER_VISITOR and VITALS_SAMPLES_PER_ADDRESS (per minute), for sites behind a large shared address. */
export function beaconLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<BeaconLimitOptions> {
  return {
    perVisitor: perMinute(env.VITALS_SAMPLES_PER_VISITOR, defaultBeaconLimits.perVisitor),
    perAddress: perMinute(env.VITALS_SAMPLES_PER_ADDRESS, defaultBeaconLimits.perAddress),
  };
}

export type LimitVerdict = { ok: true } | { ok: false; retryAfterSeconds: number };

const minuteMs = 60_000;

export class BeaconLimits {
  private window = Number.NEGATIVE_INFINITY;
  private readonly visitors = new Map<string, number>();
  private readonly addresses = new Map<string, number>();
  private readonly options: BeaconLimitOptions;

  constructor(
    options: Partial<BeaconLimitOptions> = {},
    /** Milliseconds of the wall clock; tests fix it. */
    private readonly clock: () => number = Date.now,
  ) {
    this.options = { ...defaultBeaconLimits, ...options };
  }

  /**
   * Charges `samples` to the visitor and the address when both still have room this minute (fixed windows of the
   * wall clock); otherwise charges nothing and says how long until the next window.
   */
  take(visitor: string, address: string, samples: number): LimitVerdict {
    const nowMs = this.clock();
    const window = Math.floor(nowMs / minuteMs);
    if (window !== this.window) {
      this.window = window;
      this.visitors.clear();
      this.addresses.clear();
    }
    const byVisitor = this.visitors.get(visitor);
    const byAddress = this.addresses.get(address);
    const full =
      (byVisitor ?? 0) + samples > this.options.perVisitor ||
      (byAddress ?? 0) + samples > this.options.perAddress ||
      (byVisitor === undefined && this.visitors.size >= this.options.maxKeys) ||
      (byAddress === undefined && this.addresses.size >= this.options.maxKeys);
    if (full) return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(((window + 1) * minuteMs - nowMs) / 1000)) };
    this.visitors.set(visitor, (byVisitor ?? 0) + samples);
    this.addresses.set(address, (byAddress ?? 0) + samples);
    return { ok: true };
  }
}

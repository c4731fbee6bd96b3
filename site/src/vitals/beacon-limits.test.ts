import { describe, expect, it } from "vitest";
import { BeaconLimits } from "./beacon-limits";

describe("beacon limits (samples per visitor and per address, per minute)", () => {
  it("lets a visitor send up to its allowance a minute, then refuses until the next minute", () => {
    const clock = { now: 1_800_000_000_000 + 15_000 };
    const limits = new BeaconLimits({ perVisitor: 20, perAddress: 100 }, () => clock.now);
    for (let beacon = 0; beacon < 4; beacon++) expect(limits.take("client:a", "203.0.113.9", 5)).toEqual({ ok: true });
    expect(limits.take("client:a", "203.0.113.9", 1)).toEqual({ ok: false, retryAfterSeconds: 45 });
    // Another visitor at the same address still has its own room; the refused beacon charged nothing.
    expect(limits.take("client:b", "203.0.113.9", 20)).toEqual({ ok: true });
    clock.now += 45_000;
    expect(limits.take("client:a", "203.0.113.9", 20)).toEqual({ ok: true });
  });

  it("holds an address to its allowance however many client ids it makes up", () => {
    const limits = new BeaconLimits({ perVisitor: 20, perAddress: 100 }, () => 0);
    const accepted = Array.from({ length: 50 }, (_, n) => limits.take(`client:${n}`, "198.51.100.7", 20)).filter((verdict) => verdict.ok);
    expect(accepted).toHaveLength(5);
    expect(limits.take("client:other", "198.51.100.8", 20).ok).toBe(true);
  });

  it("holds a client id to its allowance however many addresses it claims", () => {
    const limits = new BeaconLimits({ perVisitor: 20, perAddress: 100 }, () => 0);
    const accepted = Array.from({ length: 50 }, (_, n) => limits.take("client:a", `192.0.2.${n}`, 1)).filter((verdict) => verdict.ok);
    expect(accepted).toHaveLength(20);
  });

  it("counts at most maxKeys visitors and addresses a minute: memory stays bounded under made-up ids", () => {
    const clock = { now: 0 };
    const limits = new BeaconLimits({ maxKeys: 3 }, () => clock.now);
    expect([0, 1, 2, 3].map((n) => limits.take(`client:${n}`, "192.0.2.1", 1).ok)).toEqual([true, true, true, false]);
    expect(limits.take("client:0", "192.0.2.1", 1).ok).toBe(true);
    clock.now += 60_000;
    expect(limits.take("client:3", "192.0.2.1", 1).ok).toBe(true);
  });
});

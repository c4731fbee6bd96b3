// The cap on field data: per page type, site variant, metric and UTC day the API keeps at most
// `vitalSamplesPerDay` samples, a uniform sample of all it was offered that day (Algorithm R, reservoir sampling).
// The database then never grows past the cap however many beacons arrive, and a flood weighs in the stored
// samples exactly by its share of what arrived: no more (it cannot push real samples out faster than
// uniformly), no less (nothing here can tell a forged sample from a real one; the site's per-visitor and
// per-address limits keep that share small, site/src/vitals/beacon-limits.ts).

/** Samples kept per page type, variant, metric and day: p75 within about ±1.4 percentile points (one standard error). */
export const vitalSamplesPerDay = 1000;

/** A whole number in [0, below): crypto.randomInt in production. */
export type RandomBelow = (below: number) => number;

/**
 * Algorithm R for one batch of `count` samples of one reservoir that had been offered `seenBefore` samples: the
 * batch's i-th sample is the (seenBefore + i + 1)-th offered, which fills the next free slot while there is one
 * and afterwards takes a random slot with probability cap / (its number). Answers slot → the batch index that
 * ends up in it; when two samples of the batch draw the same slot the later one wins, as it would one at a time.
 */
export function reservoirSlots(seenBefore: number, count: number, cap: number, randomBelow: RandomBelow): Map<number, number> {
  const slots = new Map<number, number>();
  for (let index = 0; index < count; index++) {
    const number = seenBefore + index + 1;
    if (number <= cap) {
      slots.set(number - 1, index);
      continue;
    }
    const slot = randomBelow(number);
    if (slot < cap) slots.set(slot, index);
  }
  return slots;
}

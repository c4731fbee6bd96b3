// Writing field data: a batch of samples into the day's reservoirs (vital-reservoir.ts) in one transaction of
// two statements, and the retention that drops old days.
import { randomInt } from "node:crypto";
import type { VitalSample } from "@storyfront/schemas";
import type { Database } from "../db/database";
import { reservoirSlots, vitalSamplesPerDay, type RandomBelow } from "./vital-reservoir";

/** Samples are kept this long: the Speed screen reads 28 days back, a week more covers late questions. */
export const vitalRetentionDays = 35;

const daySeconds = 86_400;

type Reservoir = { routeFamily: string; variant: string; metric: string; samples: VitalSample[] };

/** The batch per reservoir, in one fixed order: concurrent batches lock the counters in the same order, never crosswise. */
function byReservoir(samples: VitalSample[]): Reservoir[] {
  const groups = new Map<string, Reservoir>();
  for (const sample of samples) {
    const key = `${sample.routeFamily}|${sample.variant}|${sample.name}`;
    const group = groups.get(key) ?? { routeFamily: sample.routeFamily, variant: sample.variant, metric: sample.name, samples: [] };
    group.samples.push(sample);
    groups.set(key, group);
  }
  return [...groups.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, group]) => group);
}

/**
 * Offers a batch to today's reservoirs (UTC day of `now`). The counters are raised first, in one statement
 * that locks their rows until the transaction ends: a concurrent batch for the same reservoir waits and then
 * counts on from this one's total, so slots are handed out as if the samples had come one at a time (on
 * PostgreSQL with several API processes as on PGlite). Kept samples fill or replace their slot in a second statement.
 */
export async function storeVitalSamples(
  db: Database,
  samples: VitalSample[],
  now: number,
  options: { cap?: number; randomBelow?: RandomBelow } = {},
): Promise<void> {
  const cap = options.cap ?? vitalSamplesPerDay;
  const randomBelow = options.randomBelow ?? randomInt;
  const day = Math.floor(now / daySeconds);
  const reservoirs = byReservoir(samples);
  await db.transaction(async (tx) => {
    const counted = await tx.query<{ route_family: string; variant: string; metric: string; seen: number }>(
      `insert into web_vital_reservoir (route_family, variant, metric, day, seen)
       select route_family, variant, metric, $5, seen from unnest($1::text[], $2::text[], $3::text[], $4::int8[])
         with ordinality as r(route_family, variant, metric, seen, position)
       order by position
       on conflict (route_family, variant, metric, day) do update set seen = web_vital_reservoir.seen + excluded.seen
       returning route_family, variant, metric, seen::float8 as seen`,
      [
        reservoirs.map((group) => group.routeFamily),
        reservoirs.map((group) => group.variant),
        reservoirs.map((group) => group.metric),
        reservoirs.map((group) => group.samples.length),
        day,
      ],
    );
    const seen = new Map(counted.map((row) => [`${row.route_family}|${row.variant}|${row.metric}`, Number(row.seen)]));
    const kept: { sample: VitalSample; slot: number }[] = [];
    for (const group of reservoirs) {
      const total = seen.get(`${group.routeFamily}|${group.variant}|${group.metric}`) ?? group.samples.length;
      for (const [slot, index] of reservoirSlots(total - group.samples.length, group.samples.length, cap, randomBelow)) {
        kept.push({ sample: group.samples[index] as VitalSample, slot });
      }
    }
    if (kept.length === 0) return;
    const column = <K extends keyof VitalSample>(key: K) => kept.map(({ sample }) => sample[key]);
    await tx.query(
      `insert into web_vital_sample (metric, value, rating, route_family, variant, locale, device, slot, created_at, day)
       select metric, value, rating, route_family, variant, locale, device, slot, $9, $10
       from unnest($1::text[], $2::float8[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::int[])
         as s(metric, value, rating, route_family, variant, locale, device, slot)
       on conflict (route_family, variant, metric, day, slot) do update set value = excluded.value, rating = excluded.rating,
         locale = excluded.locale, device = excluded.device, created_at = excluded.created_at`,
      [
        column("name"),
        column("value"),
        column("rating"),
        column("routeFamily"),
        column("variant"),
        column("locale"),
        column("device"),
        kept.map(({ slot }) => slot),
        now,
        day,
      ],
    );
  });
}

/** Deletes samples (and their days' counters) older than the retention period; answers how many samples went. */
export async function dropOldVitalSamples(db: Database, now: number): Promise<number> {
  const oldest = now - vitalRetentionDays * daySeconds;
  await db.query("delete from web_vital_reservoir where day < $1", [Math.floor(oldest / daySeconds)]);
  const rows = await db.query<{ count: number }>(
    "with gone as (delete from web_vital_sample where created_at < $1 returning 1) select count(*)::int as count from gone",
    [oldest],
  );
  return rows[0]?.count ?? 0;
}

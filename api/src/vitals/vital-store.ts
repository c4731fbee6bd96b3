// Writing field data: a batch of samples in one statement, and the retention that keeps the table small.
import type { VitalSample } from "@storyfront/schemas";
import type { Queryable } from "../db/database";

/** Samples are kept this long: the Speed screen reads 28 days back, a week more covers late questions. */
export const vitalRetentionDays = 35;

/** One insert for the whole batch (arrays unnested), so a burst of beacons costs the database a few statements. */
export async function storeVitalSamples(db: Queryable, samples: VitalSample[], now: number): Promise<void> {
  const column = <K extends keyof VitalSample>(key: K) => samples.map((sample) => sample[key]);
  await db.query(
    `insert into web_vital_sample (metric, value, rating, route_family, variant, locale, device, created_at)
     select metric, value, rating, route_family, variant, locale, device, $8
     from unnest($1::text[], $2::float8[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[])
       as s(metric, value, rating, route_family, variant, locale, device)`,
    [column("name"), column("value"), column("rating"), column("routeFamily"), column("variant"), column("locale"), column("device"), now],
  );
}

/** Deletes samples older than the retention period; answers how many went. */
export async function dropOldVitalSamples(db: Queryable, now: number): Promise<number> {
  const rows = await db.query<{ count: number }>(
    "with gone as (delete from web_vital_sample where created_at < $1 returning 1) select count(*)::int as count from gone",
    [now - vitalRetentionDays * 86_400],
  );
  return rows[0]?.count ?? 0;
}

// Reading field data: p75 and rating shares per metric, page type and variant, and a daily p75 series, all
// computed by the database (percentile_cont, which PGlite runs as PostgreSQL does).
import type { AdminVitals } from "@storyfront/schemas";
import type { Queryable } from "../db/database";

type AggregateRow = { metric: string; samples: number; p75: number; good: number; needs_improvement: number; poor: number };

const aggregateColumns = `metric, count(*)::int as samples,
  percentile_cont(0.75) within group (order by value) as p75,
  avg((rating = 'good')::int)::float8 as good,
  avg((rating = 'needs-improvement')::int)::float8 as needs_improvement,
  avg((rating = 'poor')::int)::float8 as poor`;

const metricOrder = `array_position(array['LCP', 'INP', 'CLS', 'FCP', 'TTFB'], metric)`;

const shares = (row: AggregateRow) => ({
  metric: row.metric as AdminVitals["totals"][number]["metric"],
  samples: row.samples,
  p75: Number(row.p75),
  good: Number(row.good),
  needsImprovement: Number(row.needs_improvement),
  poor: Number(row.poor),
});

/** The Speed screen's figures over the last `days` days before `now` (Unix seconds), optionally for one variant. */
export async function vitalAggregates(db: Queryable, now: number, days: number, variant: "com" | "ru" | undefined): Promise<AdminVitals> {
  const params: unknown[] = [now - days * 86_400];
  let where = "created_at > $1";
  if (variant) {
    params.push(variant);
    where += " and variant = $2";
  }
  const totals = await db.query<AggregateRow>(
    `select ${aggregateColumns} from web_vital_sample where ${where} group by metric order by ${metricOrder}`,
    params,
  );
  const rows = await db.query<AggregateRow & { route_family: string; variant: string }>(
    `select route_family, variant, ${aggregateColumns} from web_vital_sample where ${where}
     group by route_family, variant, metric order by route_family, variant, ${metricOrder}`,
    params,
  );
  const series = await db.query<{ metric: string; utc_day: string; samples: number; p75: number }>(
    // "utc_day", not "day": the table's own day column (the reservoir's, vital-store.ts) would win in GROUP BY.
    `select metric, to_char(to_timestamp(created_at) at time zone 'UTC', 'YYYY-MM-DD') as utc_day, count(*)::int as samples,
       percentile_cont(0.75) within group (order by value) as p75
     from web_vital_sample where ${where} group by metric, utc_day order by ${metricOrder}, utc_day`,
    params,
  );
  return {
    days,
    variant: variant ?? null,
    totals: totals.map(shares),
    rows: rows.map((row) => ({
      ...shares(row),
      routeFamily: row.route_family as AdminVitals["rows"][number]["routeFamily"],
      variant: row.variant as "com" | "ru",
    })),
    series: series.map((row) => ({
      metric: row.metric as AdminVitals["series"][number]["metric"],
      day: row.utc_day,
      samples: row.samples,
      p75: Number(row.p75),
    })),
  };
}

// Migration 009: field data (Core Web Vitals of real visits, sent by the site): one row per metric with only the page
// type, site variant, locale and device class, never a path, address, client id or user agent. Rows older than 35 days
// are deleted as new ones arrive (routes/vitals.ts); the Speed screen reads at most 28 days back.
import type { Migration } from "./migration";

export const webVitalsMigration: Migration = {
  id: "009-web-vitals",
  sql: `
create table web_vital_sample (
  id bigserial primary key,
  metric text not null check (metric in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')),
  value double precision not null,
  rating text not null check (rating in ('good', 'needs-improvement', 'poor')),
  route_family text not null,
  variant text not null check (variant in ('com', 'ru')),
  locale text not null,
  device text not null check (device in ('mobile', 'desktop')),
  created_at integer not null
);
create index web_vital_sample_created on web_vital_sample (created_at, metric);
`,
};

// Migration 013: field data is capped per page type, variant, metric and UTC day (api/src/vitals/vital-reservoir.ts):
// each stored sample holds a slot 0…cap-1 of its day's reservoir, and web_vital_reservoir counts every sample the day
// was offered (Algorithm R needs that count). Rows stored before keep a uniform sample of at most 1,000 per day, in
// random slots, and their day counts them all.
import type { Migration } from "./migration";

export const webVitalReservoirMigration: Migration = {
  id: "013-web-vital-reservoir",
  sql: `
alter table web_vital_sample add column day integer;
alter table web_vital_sample add column slot integer;
update web_vital_sample s set day = r.day, slot = r.slot
from (
  select id, created_at / 86400 as day,
    (row_number() over (partition by route_family, variant, metric, created_at / 86400 order by random()) - 1)::int as slot
  from web_vital_sample
) r
where s.id = r.id;
create table web_vital_reservoir (
  route_family text not null,
  variant text not null,
  metric text not null,
  day integer not null,
  seen bigint not null,
  primary key (route_family, variant, metric, day)
);
insert into web_vital_reservoir (route_family, variant, metric, day, seen)
select route_family, variant, metric, day, count(*) from web_vital_sample group by route_family, variant, metric, day;
delete from web_vital_sample where slot >= 1000;
alter table web_vital_sample alter column day set not null;
alter table web_vital_sample alter column slot set not null;
create unique index web_vital_sample_slot on web_vital_sample (route_family, variant, metric, day, slot);
`,
};

// Migration 003: where each project stands with its trial, for the trial/demo banner (spec §4). trial_ends_at stays
// null until the first story is published (the trial starts then); existing projects start as a free trial that has not
// started.
import type { Migration } from "./migration";

export const projectSubscriptionMigration: Migration = {
  id: "003-project-subscription",
  sql: `
alter table project add column subscription_mode text not null default 'trial'
  check (subscription_mode in ('trial', 'tnb', 'demo', 'subscription'));
alter table project add column trial_tariff text not null default 'unlimited' check (trial_tariff in ('unlimited', 'included', 'demo'));
alter table project add column trial_ends_at integer;
`,
};

// The landing config (intro bar) as editors read and write it: the 'lp_config' row of setting, with its version.
import type { AuthoredLandingConfig, LandingConfig } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import { userName } from "../pages/authored-page";
import { afterLandingConfigChange } from "./after-change";
import { lockVersioned, nextStamp, stampOf, type VersionStamp } from "./versioned-row";

/** What GET /lp/config answers when nothing was ever stored. */
export const emptyLandingConfig: LandingConfig = { enabled_introbar: false, link: "", widget_ph: "" };

const target = { table: "setting" as const, key: "key" as const, value: "lp_config", label: "The landing config" };

export async function loadLandingConfig(db: Queryable): Promise<AuthoredLandingConfig> {
  const [row] = await db.query<VersionStamp & { value: LandingConfig }>(
    `select t.value, t.version, t.updated_at, t.updated_by, ${userName("u")} as updated_by_name
     from setting t left join app_user u on u.id = t.updated_by where t.key = 'lp_config'`,
  );
  if (!row) return { ...emptyLandingConfig, version: 1, updatedAt: null, updatedBy: null };
  return { ...emptyLandingConfig, ...row.value, ...stampOf(row) };
}

/** Writes the whole config over `baseVersion` (409 when stale); a database without one starts from the empty one. */
export async function saveLandingConfig(tx: Queryable, baseVersion: number, config: LandingConfig, userId: number, now: number) {
  await tx.query("insert into setting (key, value) values ('lp_config', $1::jsonb) on conflict (key) do nothing", [
    JSON.stringify(emptyLandingConfig),
  ]);
  await lockVersioned(tx, target, baseVersion);
  await tx.query(`update setting set value = $1::jsonb, ${nextStamp(2)} where key = 'lp_config'`, [JSON.stringify(config), now, userId]);
  await afterLandingConfigChange(tx);
}

// POST /vitals (the site hands over field data it collected) and GET /admin/vitals (its aggregates, for the
// Speed screen: administrator or manager).
import { apiCalls } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import { requireUser } from "../auth/current-user";
import { assertCanReadVitals } from "../auth/permissions";
import { dropOldVitalSamples, storeVitalSamples } from "../vitals/vital-store";
import { vitalAggregates } from "../vitals/vital-aggregates";
import { assertSiteSendsVitals } from "../vitals/vitals-secret";

/** Old samples are deleted at most this often (API clock seconds), not on every batch. */
const retentionEverySeconds = 3600;

export function vitalRoutes() {
  let lastRetention = Number.NEGATIVE_INFINITY;
  return [
    defineRoute({
      call: apiCalls.vitalsReport,
      tag: "vitals",
      summary:
        "Stores Core Web Vitals samples of real visits (metric, value, rating, page type, variant, locale, device class; " +
        "nothing personal), at most 1,000 per page type, variant, metric and day (a uniform sample beyond that). Only the " +
        "site sends them: x-vitals-secret must be VITALS_SECRET (401 otherwise; 403 while the API has none).",
      handler: async ({ body }, ctx) => {
        assertSiteSendsVitals(ctx);
        await storeVitalSamples(ctx.db, body.samples, ctx.now);
        if (ctx.now - lastRetention >= retentionEverySeconds) {
          lastRetention = ctx.now;
          await dropOldVitalSamples(ctx.db, ctx.now);
        }
        return undefined;
      },
    }),
    defineRoute({
      call: apiCalls.adminVitals,
      tag: "vitals",
      summary:
        "p75 and good / needs-improvement / poor shares per metric, page type and variant over the last 1, 7 or 28 days, " +
        "and the daily p75 per metric. Administrator or manager.",
      handler: async ({ query }, ctx) => {
        assertCanReadVitals(await requireUser(ctx));
        return vitalAggregates(ctx.db, ctx.now, query.days, query.variant);
      },
    }),
  ];
}

// GET /admin/lead and GET /admin/lead/export — the stored leads for the sales team (administrator or manager role).
import { apiCalls } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import { pagedAnswer, resolvePaging } from "../http/paging";
import type { RequestContext } from "../http/context";
import { requireUser } from "../auth/current-user";
import { assertCanReadLeads } from "../auth/permissions";
import { leadSearch, storedLeadSelect, toAdminLead, type StoredLeadRow } from "../leads/stored-lead";
import { leadsCsv } from "../leads/lead-csv";

/** The export's ceiling: larger lead lists belong in the webhook's receiver, not in one download. */
const exportLimit = 50_000;

async function salesUser(ctx: RequestContext) {
  const user = await requireUser(ctx);
  assertCanReadLeads(user);
  return user;
}

export const adminLeadRoutes = [
  defineRoute({
    call: apiCalls.adminLeadList,
    tag: "leads",
    summary: "Stored leads, newest first, with the form, page, locale and webhook delivery state; q searches email and company. Administrator or manager.",
    handler: async ({ query }, ctx) => {
      await salesUser(ctx);
      const search = leadSearch(query.q);
      const paging = resolvePaging(query);
      const [count] = await ctx.db.query<{ total: number }>(`select count(*)::int as total from lead l where ${search.where}`, search.params);
      const params = [...search.params, paging.limit, paging.offset];
      const rows = await ctx.db.query<StoredLeadRow>(
        `${storedLeadSelect} where ${search.where} order by l.created_at desc, l.id desc limit $${params.length - 1} offset $${params.length}`,
        params,
      );
      return pagedAnswer(ctx, query, paging, rows.map(toAdminLead), count?.total ?? 0);
    },
  }),
  defineRoute({
    call: apiCalls.adminLeadExport,
    tag: "leads",
    summary: "Every lead matching q as CSV (newest first, formula-safe cells). Administrator or manager.",
    handler: async ({ query }, ctx) => {
      await salesUser(ctx);
      const search = leadSearch(query.q);
      const rows = await ctx.db.query<StoredLeadRow>(`${storedLeadSelect} where ${search.where} order by l.created_at desc, l.id desc limit ${exportLimit}`, search.params);
      const day = new Date(ctx.now * 1000).toISOString().slice(0, 10);
      ctx.reply.header("content-disposition", `attachment; filename="leads-${day}.csv"`);
      ctx.reply.header("cache-control", "private, no-store");
      return leadsCsv(rows.map(toAdminLead));
    },
  }),
];

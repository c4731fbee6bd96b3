// GET /admin/lead, GET /admin/lead/export and POST /admin/lead/{id}/resend — the stored leads for the sales team
// (administrator or manager role), and sending again a lead the webhook's receiver refused.
import { apiCalls } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import { pagedAnswer, resolvePaging } from "../http/paging";
import type { RequestContext } from "../http/context";
import { requireUser } from "../auth/current-user";
import { assertCanReadLeads } from "../auth/permissions";
import { findStoredLead, leadSearch, storedLeadSelect, toAdminLead, type StoredLeadRow } from "../leads/stored-lead";
import { leadsCsv } from "../leads/lead-csv";
import { HttpError, notFound } from "../http/errors";
import type { LeadDeliveryWorker } from "../leads/delivery-worker";

/** The export's ceiling: larger lead lists belong in the webhook's receiver, not in one download. */
const exportLimit = 50_000;

async function salesUser(ctx: RequestContext) {
  const user = await requireUser(ctx);
  assertCanReadLeads(user);
  return user;
}

/** `delivery` is the webhook worker when LEADS_WEBHOOK_URL is set (woken when a lead is sent again). */
export const adminLeadRoutes = (delivery: LeadDeliveryWorker | null) => [
  defineRoute({
    call: apiCalls.adminLeadList,
    tag: "leads",
    summary:
      "Stored leads, newest first, with the form, page, locale and webhook delivery state; q searches email and company. " +
      "Administrator or manager.",
    handler: async ({ query }, ctx) => {
      await salesUser(ctx);
      const search = leadSearch(query.q);
      const paging = resolvePaging(query);
      const [count] = await ctx.db.query<{ total: number }>(
        `select count(*)::int as total from lead l where ${search.where}`,
        search.params,
      );
      const params = [...search.params, paging.limit, paging.offset];
      const rows = await ctx.db.query<StoredLeadRow>(
        `${storedLeadSelect} where ${search.where} order by l.created_at desc, l.id desc ` +
          `limit $${params.length - 1} offset $${params.length}`,
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
      const rows = await ctx.db.query<StoredLeadRow>(
        `${storedLeadSelect} where ${search.where} order by l.created_at desc, l.id desc limit ${exportLimit}`,
        search.params,
      );
      const day = new Date(ctx.now * 1000).toISOString().slice(0, 10);
      ctx.reply.header("content-disposition", `attachment; filename="leads-${day}.csv"`);
      ctx.reply.header("cache-control", "private, no-store");
      return leadsCsv(rows.map(toAdminLead));
    },
  }),
  defineRoute({
    call: apiCalls.adminLeadResend,
    tag: "leads",
    summary:
      "Send again a lead whose webhook delivery failed: delivery back to pending, next attempt due now. " +
      "404 unknown lead; 409 when delivery is pending or delivered, or the lead was stored with no webhook. Administrator or manager.",
    handler: async ({ params }, ctx) => {
      await salesUser(ctx);
      // Only a failed delivery moves back to pending, in one statement: two clicks (or two API processes) cannot
      // both succeed, and a pending or delivered lead is never sent twice by this call.
      const reset = await ctx.db.query<{ lead_id: number }>(
        "update lead_delivery set status = 'pending', next_attempt_at = $2::float8 " +
          "where lead_id = $1 and status = 'failed' returning lead_id",
        [params.id, Date.now()],
      );
      const lead = await findStoredLead(ctx.db, params.id);
      if (!lead) throw notFound("No such lead");
      if (reset.length === 0) {
        if (lead.delivery_status === null)
          throw new HttpError(409, "This lead was stored with no webhook set; there is nothing to send again");
        throw new HttpError(409, `This lead's delivery is ${lead.delivery_status}, not failed; only a failed delivery can be sent again`);
      }
      delivery?.wake();
      return toAdminLead(lead);
    },
  }),
];

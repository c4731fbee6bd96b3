// POST /lead — demo and enterprise form submissions, stored with locale, page and client id (and queued for the
// leads webhook when one is set).
import { apiCalls, idempotencyKey, idempotencyKeyHeader, type LeadAnswer } from "@storyfront/schemas";
// The Idempotency-Key header makes a retried submit answer the first lead instead of storing a second.
import { createHash } from "node:crypto";
import { defineRoute } from "../http/route";
import { HttpError, ValidationError } from "../http/errors";
import type { LeadDeliveryWorker } from "../leads/delivery-worker";
import type { ApiOptions } from "../app-options";
import type { RequestContext } from "../http/context";
import { SendLimit, visitorAddress } from "../limits/send-limit";

type LeadRow = { id: number; kind: LeadAnswer["kind"]; created_at: number; request_hash: string };

const toAnswer = (row: LeadRow): LeadAnswer => ({ id: row.id, kind: row.kind, createdAt: row.created_at });

const findLead = async (ctx: RequestContext, key: string) =>
  (await ctx.db.query<LeadRow>("select id, kind, created_at, request_hash from lead where idempotency_key = $1", [key]))[0];

/** `delivery` is the webhook worker when LEADS_WEBHOOK_URL is set: each new lead is queued for it in the same statement. */
export function leadRoutes(options: ApiOptions, delivery: LeadDeliveryWorker | null) {
  // Each new lead takes a place per visitor address before it is stored, so one address cannot flood sales (and the
  // webhook) with leads (issue 37). A retry of a stored lead takes none: its visitor is told it was stored.
  const sendLimit = new SendLimit(options.leadLimits.windowSeconds);
  const reserveLead = (ctx: RequestContext) => {
    const address = visitorAddress(ctx);
    if (address === null) return null;
    const refusal = "Too many requests from your address";
    return sendLimit.reserve(ctx.db, [{ key: `lead-address:${address}`, limit: options.leadLimits.perAddress, refusal }], ctx.now);
  };

  const replay = (ctx: RequestContext, existing: LeadRow | undefined, requestHash: string) => {
    if (!existing) throw new HttpError(409, "The lead is being stored; retry");
    if (existing.request_hash !== requestHash) throw new HttpError(409, "This Idempotency-Key was already used for a different request");
    ctx.status = 200;
    ctx.reply.header("idempotent-replayed", "true");
    return toAnswer(existing);
  };

  return [
    defineRoute({
      call: apiCalls.lead,
      tag: "leads",
      summary:
        "Store a demo or enterprise lead. Same Idempotency-Key and body again → 200 with the first lead; other body → 409. 429 with " +
        "Retry-After past the leads per visitor address and window.",
      handler: async ({ body }, ctx) => {
        const header = ctx.request.headers[idempotencyKeyHeader];
        const key = idempotencyKey.safeParse(header);
        if (!key.success) {
          throw new ValidationError([
            {
              field: "Idempotency-Key",
              message: header === undefined ? "Cannot be blank" : (key.error.issues[0]?.message ?? "is invalid"),
            },
          ]);
        }
        const { page, ...fields } = body;
        const requestHash = createHash("sha256").update(JSON.stringify(body)).digest("hex");
        const stored = await findLead(ctx, key.data);
        if (stored) return replay(ctx, stored, requestHash);
        const reservation = await reserveLead(ctx);
        // One statement stores the lead and, with a webhook set, its outbox row: never one without the other.
        const [created] = await ctx.db.query<LeadRow>(
          `with created as (
           insert into lead (kind, idempotency_key, request_hash, payload, locale, page, client_id, created_at)
           values ($1, $2, $3, $4::jsonb, $5, $6, $7, $8)
           on conflict (idempotency_key) do nothing
           returning id, kind, created_at, request_hash),
         queued as (
           insert into lead_delivery (lead_id, next_attempt_at) select id, $10::float8 from created where $9::boolean returning lead_id)
         select created.*, (select count(*) from queued) as queued from created`,
          [
            body.kind,
            key.data,
            requestHash,
            JSON.stringify(fields),
            ctx.lang,
            page ?? null,
            ctx.clientId,
            ctx.now,
            delivery !== null,
            Date.now(),
          ],
        );
        if (created) {
          delivery?.wake();
          return toAnswer(created);
        }
        // Another request with this key stored its lead first: this one stored nothing and gives its place back.
        await reservation?.release();
        return replay(ctx, await findLead(ctx, key.data), requestHash);
      },
    }),
  ];
}

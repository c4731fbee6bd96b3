// GET /admin/lead and GET /admin/lead/export — the stored demo and enterprise requests, for the sales team
// (managers and administrators; see api/README.md), with the state of their webhook delivery.
import { z } from "zod";
import { apiLocale, pagingQuery } from "./common";

export const leadKinds = ["demo", "enterprise"] as const;

/**
 * Where a lead stands with the webhook (LEADS_WEBHOOK_URL): pending until the receiver answers 2xx (retried with
 * backoff after a network error, a 5xx, 408 or 429), delivered, or failed when the receiver refused it with
 * another 4xx (not retried on its own; POST /admin/lead/{id}/resend sends it again). Times are Unix seconds.
 */
export const leadDeliveryStatuses = ["pending", "delivered", "failed"] as const;
export const leadDelivery = z.object({
  status: z.enum(leadDeliveryStatuses),
  /** Attempts made so far (failed ones included). */
  attempts: z.number().int(),
  /** The last failure: an HTTP status with its text, or the network error; null when none failed. */
  lastError: z.string().nullable(),
  lastAttemptAt: z.number().int().nullable(),
  /** When the next attempt is due; null once delivered or failed. */
  nextAttemptAt: z.number().int().nullable(),
  deliveredAt: z.number().int().nullable(),
});
export type LeadDelivery = z.infer<typeof leadDelivery>;

/** One stored lead as the sales team sees it. */
export const adminLead = z.object({
  id: z.number().int(),
  /** The form it came from: the demo request form (/sales) or the enterprise form. */
  kind: z.enum(leadKinds),
  /** The demo form's email, or the enterprise form's work email. */
  email: z.string(),
  /** The demo form's name, or the enterprise form's first and last name. */
  name: z.string(),
  /** The demo form's website, or the enterprise form's product name; null when not given. */
  company: z.string().nullable(),
  /** The enterprise form's product link; null for demo requests. */
  productLink: z.string().nullable(),
  /** The site path the form was sent from, e.g. /fr/sales; null when the site did not say. */
  page: z.string().nullable(),
  locale: apiLocale,
  /** Unix seconds. */
  createdAt: z.number().int(),
  /** Null when no webhook was set when the lead arrived. */
  delivery: leadDelivery.nullable(),
});
export type AdminLead = z.infer<typeof adminLead>;
export const adminLeadList = z.array(adminLead);

const search = z.string().max(200, { error: "must be at most 200 characters" }).optional();

/** GET /admin/lead — newest first; `q` finds leads whose email or company contains it (any case). */
export const adminLeadListQuery = pagingQuery.extend({ q: search });
export type AdminLeadListQuery = z.input<typeof adminLeadListQuery>;

/** GET /admin/lead/export — the same search, every matching lead, as CSV. */
export const adminLeadExportQuery = z.object({ q: search });

/**
 * POST /admin/lead/{id}/resend — sends a lead whose webhook delivery failed (the receiver refused it with a 4xx)
 * again: the answer is the lead with delivery back to pending and its next attempt due now. 404 for an unknown
 * lead; 409 when its delivery is pending or delivered already, or it was stored with no webhook (delivery null).
 */

/** Columns of the CSV export, in order. */
export const leadCsvColumns = [
  "id",
  "created_at",
  "kind",
  "email",
  "name",
  "company",
  "product_link",
  "page",
  "locale",
  "delivery_status",
  "delivery_attempts",
  "delivery_last_error",
] as const;

/** The export's answer: text/csv (UTF-8 with a byte-order mark, CRLF lines, a header row of leadCsvColumns). */
export const adminLeadCsv = z.string();

/**
 * Body of the webhook POST to LEADS_WEBHOOK_URL. Delivery is at least once: the same lead may arrive twice, so a
 * receiver keeps `lead.id` (also in the x-storyfront-delivery header) to drop repeats. Headers:
 * x-storyfront-timestamp (Unix seconds) and x-storyfront-signature `sha256=<hex HMAC-SHA256 of "{timestamp}.{body}"
 * keyed with LEADS_WEBHOOK_SECRET>`.
 */
export const leadWebhookPayload = z.object({
  event: z.literal("lead.created"),
  lead: adminLead.omit({ delivery: true }).extend({
    /** Every field of the form as sent (demo: email, name, website; enterprise: firstName … agreement). */
    fields: z.record(z.string(), z.union([z.string(), z.boolean()])),
  }),
});
export type LeadWebhookPayload = z.infer<typeof leadWebhookPayload>;

export const leadWebhookHeaders = {
  signature: "x-storyfront-signature",
  timestamp: "x-storyfront-timestamp",
  delivery: "x-storyfront-delivery",
} as const;

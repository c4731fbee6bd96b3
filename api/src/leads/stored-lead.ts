// Reading stored leads with their webhook delivery, and turning a row into what the sales team and the webhook see.
import type { AdminLead, ApiLocale, LeadDelivery, LeadWebhookPayload } from "@storyfront/schemas";
import type { Queryable } from "../db/database";

export type StoredLeadRow = {
  id: number;
  kind: AdminLead["kind"];
  payload: Record<string, string | boolean>;
  locale: ApiLocale;
  page: string | null;
  created_at: number;
  delivery_status: LeadDelivery["status"] | null;
  delivery_attempts: number | null;
  delivery_last_error: string | null;
  delivery_last_attempt_at: number | null;
  delivery_next_attempt_at: number | null;
  delivery_delivered_at: number | null;
};

export const storedLeadSelect = `select l.id, l.kind, l.payload, l.locale, l.page, l.created_at,
  d.status as delivery_status, d.attempts as delivery_attempts, d.last_error as delivery_last_error,
  d.last_attempt_at as delivery_last_attempt_at, d.next_attempt_at as delivery_next_attempt_at, d.delivered_at as delivery_delivered_at
  from lead l left join lead_delivery d on d.lead_id = l.id`;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Leads whose email or company (website, product name or link) contains `q`, any case; newest first. */
export function leadSearch(q: string | undefined): { where: string; params: unknown[] } {
  if (!q) return { where: "true", params: [] };
  const fields = ["email", "workEmail", "website", "productName", "productLink"].map((field) => `l.payload->>'${field}' ilike $1`);
  return { where: `(${fields.join(" or ")})`, params: [`%${escapeLike(q)}%`] };
}

const text = (value: unknown) => (typeof value === "string" ? value : null);
const seconds = (ms: number | null) => (ms === null ? null : Math.floor(Number(ms) / 1000));

function delivery(row: StoredLeadRow): LeadDelivery | null {
  if (row.delivery_status === null) return null;
  return {
    status: row.delivery_status,
    attempts: row.delivery_attempts ?? 0,
    lastError: row.delivery_last_error,
    lastAttemptAt: seconds(row.delivery_last_attempt_at),
    nextAttemptAt: row.delivery_status === "pending" ? seconds(row.delivery_next_attempt_at) : null,
    deliveredAt: seconds(row.delivery_delivered_at),
  };
}

export function toAdminLead(row: StoredLeadRow): AdminLead {
  const fields = row.payload;
  const demo = row.kind === "demo";
  return {
    id: row.id,
    kind: row.kind,
    email: text(demo ? fields.email : fields.workEmail) ?? "",
    name: demo ? (text(fields.name) ?? "") : [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(" "),
    company: text(demo ? fields.website : fields.productName),
    productLink: demo ? null : text(fields.productLink),
    page: row.page,
    locale: row.locale,
    createdAt: row.created_at,
    delivery: delivery(row),
  };
}

export function toWebhookPayload(row: StoredLeadRow): LeadWebhookPayload {
  const { delivery: _left, ...lead } = toAdminLead(row);
  return { event: "lead.created", lead: { ...lead, fields: row.payload } };
}

export async function findStoredLead(db: Queryable, id: number): Promise<StoredLeadRow | undefined> {
  const [row] = await db.query<StoredLeadRow>(`${storedLeadSelect} where l.id = $1`, [id]);
  return row;
}

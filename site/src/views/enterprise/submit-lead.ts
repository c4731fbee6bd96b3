// Sends the enterprise form to the same-origin lead endpoint and reads its answer into what the form shows.
// Kept free of React so the answer handling is tested on real Response objects.
// Only types from @storyfront/schemas: importing its values would ship zod to the browser.
import type { LeadRequest } from "@storyfront/schemas";
import { callSiteRoute } from "@/api-client/site-route";

export type EnterpriseLead = Extract<LeadRequest, { kind: "enterprise" }>;

/** The API's texts for refused fields (apiMessages in @storyfront/schemas; a test keeps the two equal). */
export const leadApiMessages = {
  blank: "Cannot be blank",
  email: "must be a valid email address",
  corporateEmail: "must be a corporate email address",
  pattern: "must match the pattern",
} as const;
const idempotencyKeyHeader = "idempotency-key";
export type EnterpriseField = "firstName" | "lastName" | "workEmail" | "productName" | "productLink" | "agreement";
export const enterpriseFields: readonly EnterpriseField[] = [
  "firstName",
  "lastName",
  "workEmail",
  "productName",
  "productLink",
  "agreement",
];

/** Why a field was refused, as a key of the Enterprise.errors catalogue (or the API's own text). */
export type FieldProblem = { key: "blank" | "email" | "corporateEmail" | "pattern" | "agreement" } | { text: string };

export type SubmitOutcome =
  | { status: "sent" }
  | { status: "invalid"; fields: Partial<Record<EnterpriseField, FieldProblem>> }
  | { status: "failed"; reason: "server" | "client" }
  /** 429: too many leads from the visitor's address; not stored, try again in `minutes`. */
  | { status: "throttled"; minutes: number };

/** 16 random bytes as hex: getRandomValues works on plain http too, unlike crypto.randomUUID. */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

function problemOf(field: string, message: string): FieldProblem {
  if (field === "agreement") return { key: "agreement" };
  if (message === leadApiMessages.blank) return { key: "blank" };
  if (message === leadApiMessages.email) return { key: "email" };
  if (message === leadApiMessages.corporateEmail) return { key: "corporateEmail" };
  if (message === leadApiMessages.pattern) return { key: "pattern" };
  return { text: message };
}

/** The lead endpoint's answer: 2xx sent, 422 {errors:[{field,message}]} per field, 429 throttled, anything else a failure. */
export async function readLeadAnswer(response: Response): Promise<SubmitOutcome> {
  if (response.ok) return { status: "sent" };
  if (response.status === 429) {
    return { status: "throttled", minutes: Math.max(1, Math.ceil((Number(response.headers.get("retry-after")) || 3600) / 60)) };
  }
  if (response.status === 422) {
    const body = (await response.json().catch(() => null)) as { errors?: { field?: unknown; message?: unknown }[] } | null;
    const fields: Partial<Record<EnterpriseField, FieldProblem>> = {};
    for (const error of body?.errors ?? []) {
      const field = String(error.field ?? "");
      if ((enterpriseFields as readonly string[]).includes(field) && !fields[field as EnterpriseField]) {
        fields[field as EnterpriseField] = problemOf(field, String(error.message ?? ""));
      }
    }
    if (Object.keys(fields).length > 0) return { status: "invalid", fields };
  }
  return { status: "failed", reason: response.status >= 500 ? "server" : "client" };
}

export async function submitEnterpriseLead(
  lead: EnterpriseLead,
  key: string,
  locale: string,
  endpoint = "/api/lead",
): Promise<SubmitOutcome> {
  try {
    const response = await callSiteRoute(endpoint, {
      method: "POST",
      headers: { "content-type": "application/json", lang: locale, [idempotencyKeyHeader]: key },
      body: JSON.stringify(lead),
    });
    return await readLeadAnswer(response);
  } catch {
    return { status: "failed", reason: "client" };
  }
}

// POST /lead — the demo request form and the enterprise form (spec §2.6, §3), idempotent per Idempotency-Key.
import { z } from "zod";
import { apiMessages } from "./common";

/** Free mail providers: the enterprise form asks for a work address. */
export const freeMailDomains = [
  "gmail.com",
  "yahoo.com",
  "hotmail.com",
  "outlook.com",
  "mail.ru",
  "yandex.ru",
  "icloud.com",
  "aol.com",
  "gmx.de",
  "proton.me",
];

const text = (max: number) =>
  z
    .string({ error: apiMessages.blank })
    .trim()
    .min(1, { error: apiMessages.blank })
    .max(max, { error: `must be at most ${max} characters` });
const email = z
  .string({ error: apiMessages.blank })
  .trim()
  .min(1, { error: apiMessages.blank })
  .max(254)
  .pipe(z.email({ error: apiMessages.email }));
const link = z
  .string({ error: apiMessages.blank })
  .trim()
  .min(1, { error: apiMessages.blank })
  .max(500)
  .regex(/^(https?:\/\/)?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+(:\d+)?(\/\S*)?$/, { error: apiMessages.pattern });
/** Where the form was sent from: a site path such as /fr/sales. */
const sourcePage = z
  .string()
  .max(500)
  .regex(/^\/\S*$/, { error: "must be a site path starting with /" })
  .optional();

export const demoLeadRequest = z.strictObject({
  kind: z.literal("demo"),
  email,
  name: text(100),
  website: link.optional(),
  page: sourcePage,
});

export const enterpriseLeadRequest = z.strictObject({
  kind: z.literal("enterprise"),
  firstName: text(100),
  lastName: text(100),
  workEmail: email.refine((value) => !freeMailDomains.includes(value.split("@")[1]?.toLowerCase() ?? ""), {
    error: apiMessages.corporateEmail,
  }),
  productName: text(200),
  productLink: link,
  agreement: z.literal(true, { error: "must be accepted (agree with the policy and terms)" }),
  page: sourcePage,
});

/** Body of POST /lead. The `lang` header gives the locale, `x-client-id` the visitor; both are stored. */
export const leadRequest = z.discriminatedUnion("kind", [demoLeadRequest, enterpriseLeadRequest], {
  error: "must be demo or enterprise",
});
export type LeadRequest = z.infer<typeof leadRequest>;

export const idempotencyKeyHeader = "idempotency-key";
export const idempotencyKey = z
  .string({ error: apiMessages.blank })
  .regex(/^[A-Za-z0-9_.:-]{8,200}$/, { error: "must be 8 to 200 letters, digits or . _ : -" });

/** 201 on first submit; a retry with the same key and body answers 200 with the same lead. */
export const leadAnswer = z.object({
  id: z.number().int(),
  kind: z.enum(["demo", "enterprise"]),
  createdAt: z.number().int(),
});
export type LeadAnswer = z.infer<typeof leadAnswer>;

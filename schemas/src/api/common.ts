// Pieces every call shares: languages, headers, pagination, list envelopes, the error body.
import { z } from "zod";

import { localeRegistry } from "../locales/registry";
import { localeEnum } from "../locales/locale-schema";
import { apiMessages } from "./messages";

export { apiMessages };

/** The API speaks every locale of the registry. */
export const apiLocales = localeRegistry.codes;
export const apiLocale = localeEnum(localeRegistry, `must be one of ${apiLocales.join(", ")}`);
export type ApiLocale = z.infer<typeof apiLocale>;

/** Headers every call may carry (spec §7): `lang` picks the language, `x-client-id` names the visitor. */
export const apiHeaders = z.object({
  lang: apiLocale.optional(),
  "x-client-id": z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,128}$/, { error: "must be 1 to 128 letters, digits or . _ : -" })
    .optional(),
});
export type ApiHeaders = z.infer<typeof apiHeaders>;

/** Pagination travels in these response headers (spec §7). */
export const paginationHeaders = {
  totalCount: "x-pagination-total-count",
  currentPage: "x-pagination-current-page",
  pageCount: "x-pagination-page-count",
  perPage: "x-pagination-per-page",
} as const;

export const paginationMeta = z.object({
  perPage: z.number().int(),
  totalCount: z.number().int(),
  currentPage: z.number().int(),
  pageCount: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMeta>;

/** Reads the pagination headers of a list answer (a fetch `Response.headers` fits); a missing header reads as 0. */
export function paginationFromHeaders(headers: { get(name: string): string | null }): PaginationMeta {
  const read = (name: string) => Number(headers.get(name) ?? 0) || 0;
  return {
    perPage: read(paginationHeaders.perPage),
    totalCount: read(paginationHeaders.totalCount),
    currentPage: read(paginationHeaders.currentPage),
    pageCount: read(paginationHeaders.pageCount),
  };
}

/** `envelope=items` turns a bare list answer into `{ items, meta }`. */
export const listEnvelope = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), meta: paginationMeta });

/** Body of every 4xx answer; `errors` names the field and the rule for validation failures (422). */
export const apiError = z.object({
  message: z.string(),
  errors: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiError>;

const integerText = "must be an integer";

/** An integer read from a query string (or given as a number by a typed client). */
export const queryInt = (min: number, max?: number) => {
  const base = z.coerce
    .number({ error: integerText })
    .int({ error: integerText })
    .min(min, { error: min === 0 ? apiMessages.greaterThan(-1) : apiMessages.greaterThan(min - 1) });
  return max === undefined ? base : base.max(max, { error: `must be no greater than ${max}` });
};

/** `1`/`true` or `0`/`false` in a query string. */
export const queryFlag = z
  .union([z.boolean(), z.enum(["1", "0", "true", "false"])], { error: "must be 1 or 0" })
  .transform((value) => value === true || value === "1" || value === "true");

/** A comma-separated list of known names, e.g. `expand=content,tags`. */
export const commaList = <const T extends readonly [string, ...string[]]>(allowed: T) =>
  z
    .string()
    .max(500)
    .transform((value, ctx) => {
      const parts = value
        .split(",")
        .map((part) => part.trim())
        .filter((part) => part.length > 0);
      const unknown = parts.filter((part) => !allowed.includes(part));
      if (unknown.length > 0) {
        // The values sent are not repeated: an error answer never echoes what a visitor typed.
        ctx.addIssue({ code: "custom", message: `must be among ${allowed.join(", ")}` });
        return z.NEVER;
      }
      return parts as T[number][];
    });

/** Paged list queries: `page` 0 is read as 1 (spec §3); `envelope=items` asks for `{ items, meta }`. */
export const pagingQuery = z.object({
  page: queryInt(0, 1_000_000).optional(),
  "per-page": queryInt(1, 100).optional(),
  envelope: z.literal("items", { error: "must be items" }).optional(),
});

/** A path id that is a numeric id or a slug. */
export const idOrSlug = z
  .string()
  .min(1, { error: apiMessages.blank })
  .max(200)
  .regex(/^[A-Za-z0-9_-]+$/, { error: apiMessages.pattern });
export const idOrSlugParams = z.object({ id: idOrSlug });

export const numericIdParams = z.object({ id: queryInt(1, 2147483647) });

import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import { cacheTags } from "@/api-client/cache-tags";

const names = z.union([z.string().regex(/^[A-Za-z0-9_-]{1,200}$/), z.array(z.string().regex(/^[A-Za-z0-9_-]{1,200}$/)).max(100)]);

/**
 * What to refresh after publishing: a page (by slug, with the lists that show it), a category, the
 * tariffs, or every page. At least one target.
 */
export const revalidationRequest = z
  .strictObject({
    page: names.optional(),
    category: names.optional(),
    tariffs: z.boolean().optional(),
    pages: z.boolean().optional(),
  })
  .refine((body) => body.page !== undefined || body.category !== undefined || body.tariffs === true || body.pages === true, {
    message: "name at least one of page, category, tariffs, pages",
  });
export type RevalidationRequest = z.infer<typeof revalidationRequest>;

const list = (value: string | string[] | undefined) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The cache tags a revalidation request expires. */
export function revalidationTags(request: RevalidationRequest): string[] {
  const tags = new Set<string>();
  for (const page of list(request.page)) tags.add(cacheTags.page(page)).add(cacheTags.pageLists);
  for (const category of list(request.category)) tags.add(cacheTags.category(category)).add(cacheTags.categories);
  if (request.tariffs) tags.add(cacheTags.tariffs);
  if (request.pages) tags.add(cacheTags.pages).add(cacheTags.pageLists);
  return [...tags];
}

/** `Authorization: Bearer <secret>` compared in constant time; never true without a configured secret. */
export function isAuthorizedRevalidation(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || !authorization) return false;
  const match = /^Bearer (.+)$/.exec(authorization.trim());
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1]);
  const expected = Buffer.from(secret);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

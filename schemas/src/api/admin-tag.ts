// /admin/tag and /admin/tag-group CRUD (spec §3, §7). Who may call them: see api/README.md.
import { z } from "zod";
import { apiLocale, commaList, apiMessages, pagingQuery, queryFlag, queryInt } from "./common";

export const tagLanguage = z.object({
  languageCode: apiLocale,
  name: z.string({ error: apiMessages.blank }).trim().min(1, { error: apiMessages.blank }).max(100),
});
export type TagLanguage = z.infer<typeof tagLanguage>;

export const adminTagGroup = z.object({
  id: z.number().int(),
  order: z.number().int(),
  key: z.string(),
  sort: z.number().int(),
  isActive: z.boolean(),
  projectId: z.number().int().nullable(),
  /** Only with expand=languages. */
  languages: z.array(tagLanguage).optional(),
});
export type AdminTagGroup = z.infer<typeof adminTagGroup>;

export const adminTag = z.object({
  id: z.number().int(),
  order: z.number().int(),
  key: z.string(),
  sort: z.number().int(),
  slug: z.string(),
  isActive: z.boolean(),
  groupId: z.number().int().nullable(),
  projectId: z.number().int().nullable(),
  languages: z.array(tagLanguage),
  /** Only with expand=group. */
  group: adminTagGroup.nullable().optional(),
  /** Only with expand=groupName: the group's display name (English, else first named language, else key). */
  groupName: z.string().nullable().optional(),
});
export type AdminTag = z.infer<typeof adminTag>;

const listQuery = pagingQuery.extend({
  all: queryFlag.optional(),
  /** Only tags or groups of this project (project-less ones are shared and always listed). */
  projectId: queryInt(1, 2147483647).optional(),
});

export const adminTagListQuery = listQuery.extend({ expand: commaList(["groupName", "group"] as const).optional() });
export const adminTagViewQuery = z.object({ expand: commaList(["groupName", "group"] as const).optional() });
export const adminTagGroupListQuery = listQuery.extend({ expand: commaList(["languages"] as const).optional() });
export const adminTagGroupViewQuery = z.object({ expand: commaList(["languages"] as const).optional() });

const key = z
  .string({ error: apiMessages.blank })
  .trim()
  .min(1, { error: apiMessages.blank })
  .max(64, { error: "must be at most 64 characters" })
  .regex(/^[A-Za-z0-9_.-]+$/, { error: apiMessages.pattern });
const languages = z
  .array(tagLanguage)
  .max(5, { error: "must list at most 5 languages" })
  .refine((list) => new Set(list.map((language) => language.languageCode)).size === list.length, { error: "must name each language once" })
  .default([]);
const position = z
  .number({ error: "must be an integer" })
  .int({ error: "must be an integer" })
  .min(0, { error: apiMessages.greaterThan(-1) })
  .max(1_000_000);

export const adminTagGroupBody = z.strictObject({
  key,
  order: position.default(0),
  sort: position.default(0),
  isActive: z.boolean({ error: "must be true or false" }).default(true),
  projectId: z
    .number({ error: "must be an integer" })
    .int()
    .min(1, { error: apiMessages.greaterThan(0) })
    .max(2147483647)
    .nullable()
    .default(null),
  languages,
});
export type AdminTagGroupBody = z.input<typeof adminTagGroupBody>;

export const adminTagBody = z.strictObject({
  key,
  slug: z
    .string({ error: apiMessages.blank })
    .trim()
    .min(1, { error: apiMessages.blank })
    .max(64, { error: "must be at most 64 characters" })
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: apiMessages.pattern }),
  order: position.default(0),
  sort: position.default(0),
  isActive: z.boolean({ error: "must be true or false" }).default(true),
  groupId: z
    .number({ error: "must be an integer" })
    .int()
    .min(1, { error: apiMessages.greaterThan(0) })
    .max(2147483647)
    .nullable()
    .default(null),
  projectId: z
    .number({ error: "must be an integer" })
    .int()
    .min(1, { error: apiMessages.greaterThan(0) })
    .max(2147483647)
    .nullable()
    .default(null),
  languages,
});
export type AdminTagBody = z.input<typeof adminTagBody>;

export const adminTagList = z.array(adminTag);
export const adminTagGroupList = z.array(adminTagGroup);

// /admin/tag and /admin/tag-group CRUD (spec §7). Permission rule: auth/permissions.ts.
import {
  apiCalls,
  type AdminTag,
  type AdminTagGroup,
  type TagLanguage,
  type adminTagBody,
  type adminTagGroupBody,
  type adminTagGroupListQuery,
  type adminTagListQuery,
} from "@storyfront/schemas";
import type { z } from "zod";
import { defineRoute } from "../http/route";
import { notFound, ValidationError } from "../http/errors";
import { pagedAnswer, resolvePaging } from "../http/paging";
import type { RequestContext } from "../http/context";
import type { Queryable } from "../db/database";
import { requireUser } from "../auth/current-user";
import { assertCanDeleteTags, assertCanEditTags } from "../auth/permissions";
import { displayName } from "../pages/page-tags";

type GroupRow = {
  id: number;
  order: number;
  key: string;
  sort: number;
  is_active: boolean;
  project_id: number | null;
  languages: TagLanguage[];
};
type TagRow = Omit<GroupRow, "languages"> & { slug: string; group_id: number | null; languages: TagLanguage[] };

const toGroup = (row: GroupRow, withLanguages: boolean): AdminTagGroup => ({
  id: row.id,
  order: row.order,
  key: row.key,
  sort: row.sort,
  isActive: row.is_active,
  projectId: row.project_id,
  ...(withLanguages ? { languages: row.languages } : {}),
});

async function toTags(db: Queryable, rows: TagRow[], expand: string[]): Promise<AdminTag[]> {
  const groupIds = [...new Set(rows.flatMap((row) => (row.group_id === null ? [] : [row.group_id])))];
  const groups = groupIds.length
    ? new Map((await db.query<GroupRow>("select * from tag_group where id = any($1::int[])", [groupIds])).map((group) => [group.id, group]))
    : new Map<number, GroupRow>();
  return rows.map((row) => {
    const group = row.group_id === null ? undefined : groups.get(row.group_id);
    return {
      id: row.id,
      order: row.order,
      key: row.key,
      sort: row.sort,
      slug: row.slug,
      isActive: row.is_active,
      groupId: row.group_id,
      projectId: row.project_id,
      languages: row.languages,
      ...(expand.includes("group") ? { group: group ? toGroup(group, true) : null } : {}),
      ...(expand.includes("groupName") ? { groupName: group ? displayName(group.languages, "en", group.key) : null } : {}),
    };
  });
}

async function guard(ctx: RequestContext, action: "edit" | "delete") {
  const user = await requireUser(ctx);
  assertCanEditTags(user);
  if (action === "delete") assertCanDeleteTags(user);
}

type ListInput = z.infer<typeof adminTagListQuery> | z.infer<typeof adminTagGroupListQuery>;

async function listRows<Row>(ctx: RequestContext, table: "tag" | "tag_group", query: ListInput) {
  const params: unknown[] = [];
  const where = query.projectId !== undefined ? `where project_id is null or project_id = $${params.push(query.projectId)}` : "";
  const [count] = await ctx.db.query<{ total: number }>(`select count(*)::int as total from ${table} ${where}`, params);
  const paging = resolvePaging(query);
  const limit = paging.limit === null ? "" : ` limit $${params.push(paging.limit)} offset $${params.push(paging.offset)}`;
  const rows = await ctx.db.query<Row>(`select * from ${table} ${where} order by "order", id${limit}`, params);
  return { rows, paging, total: count?.total ?? 0 };
}

async function assertReferences(db: Queryable, body: { projectId: number | null; groupId?: number | null }) {
  if (body.projectId !== null && (await db.query("select 1 from project where id = $1", [body.projectId])).length === 0) {
    throw new ValidationError([{ field: "projectId", message: `Project ${body.projectId} does not exist` }]);
  }
  if (body.groupId != null && (await db.query("select 1 from tag_group where id = $1", [body.groupId])).length === 0) {
    throw new ValidationError([{ field: "groupId", message: `Tag group ${body.groupId} does not exist` }]);
  }
}

async function assertSlugFree(db: Queryable, slug: string, projectId: number | null, exceptId: number) {
  const taken = await db.query("select 1 from tag where slug = $1 and coalesce(project_id, 0) = $2 and id <> $3", [
    slug,
    projectId ?? 0,
    exceptId,
  ]);
  if (taken.length > 0) throw new ValidationError([{ field: "slug", message: `Slug "${slug}" has already been taken` }]);
}

const saveTag = async (ctx: RequestContext, body: z.infer<typeof adminTagBody>, id: number | null) => {
  await assertReferences(ctx.db, body);
  await assertSlugFree(ctx.db, body.slug, body.projectId, id ?? 0);
  const values = [body.key, body.slug, body.order, body.sort, body.isActive, body.groupId, body.projectId, JSON.stringify(body.languages)];
  const [row] =
    id === null
      ? await ctx.db.query<TagRow>(
          'insert into tag (key, slug, "order", sort, is_active, group_id, project_id, languages) ' +
            "values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb) returning *",
          values,
        )
      : await ctx.db.query<TagRow>(
          'update tag set key = $1, slug = $2, "order" = $3, sort = $4, is_active = $5, group_id = $6, project_id = $7, ' +
            "languages = $8::jsonb where id = $9 returning *",
          [...values, id],
        );
  if (!row) throw notFound(`Tag ${id} not found`);
  return row;
};

const saveGroup = async (ctx: RequestContext, body: z.infer<typeof adminTagGroupBody>, id: number | null) => {
  await assertReferences(ctx.db, body);
  const values = [body.key, body.order, body.sort, body.isActive, body.projectId, JSON.stringify(body.languages)];
  const [row] =
    id === null
      ? await ctx.db.query<GroupRow>(
          'insert into tag_group (key, "order", sort, is_active, project_id, languages) values ($1, $2, $3, $4, $5, $6::jsonb) returning *',
          values,
        )
      : await ctx.db.query<GroupRow>(
          'update tag_group set key = $1, "order" = $2, sort = $3, is_active = $4, project_id = $5, languages = $6::jsonb ' +
            "where id = $7 returning *",
          [...values, id],
        );
  if (!row) throw notFound(`Tag group ${id} not found`);
  return row;
};

const withLanguages = (expand: string[] | undefined) => expand?.includes("languages") ?? false;

export const adminTagRoutes = [
  defineRoute({
    call: apiCalls.adminTagList,
    tag: "admin",
    summary: "Tags (paged; all=1 for all; projectId filter; expand=groupName,group).",
    handler: async ({ query }, ctx) => {
      await guard(ctx, "edit");
      const { rows, paging, total } = await listRows<TagRow>(ctx, "tag", query);
      return pagedAnswer(ctx, query, paging, await toTags(ctx.db, rows, query.expand ?? []), total);
    },
  }),
  defineRoute({
    call: apiCalls.adminTagView,
    tag: "admin",
    summary: "One tag.",
    handler: async ({ params, query }, ctx) => {
      await guard(ctx, "edit");
      const rows = await ctx.db.query<TagRow>("select * from tag where id = $1", [params.id]);
      const [tag] = await toTags(ctx.db, rows, query.expand ?? []);
      if (!tag) throw notFound(`Tag ${params.id} not found`);
      return tag;
    },
  }),
  defineRoute({
    call: apiCalls.adminTagCreate,
    tag: "admin",
    summary: "Create a tag.",
    handler: async ({ query, body }, ctx) => {
      await guard(ctx, "edit");
      return (await toTags(ctx.db, [await saveTag(ctx, body, null)], query.expand ?? []))[0];
    },
  }),
  defineRoute({
    call: apiCalls.adminTagUpdate,
    tag: "admin",
    summary: "Replace a tag.",
    handler: async ({ params, query, body }, ctx) => {
      await guard(ctx, "edit");
      return (await toTags(ctx.db, [await saveTag(ctx, body, params.id)], query.expand ?? []))[0];
    },
  }),
  defineRoute({
    call: apiCalls.adminTagDelete,
    tag: "admin",
    summary: "Delete a tag (administrator or setting permission); pages drop it.",
    handler: async ({ params }, ctx) => {
      await guard(ctx, "delete");
      await ctx.db.transaction(async (tx) => {
        const deleted = await tx.query("delete from tag where id = $1 returning id", [params.id]);
        if (deleted.length === 0) throw notFound(`Tag ${params.id} not found`);
        await tx.query("update page set tag_ids = array_remove(tag_ids, $1) where $1 = any(tag_ids)", [params.id]);
      });
      return undefined;
    },
  }),
  defineRoute({
    call: apiCalls.adminTagGroupList,
    tag: "admin",
    summary: "Tag groups (paged; all=1 for all; projectId filter; expand=languages).",
    handler: async ({ query }, ctx) => {
      await guard(ctx, "edit");
      const { rows, paging, total } = await listRows<GroupRow>(ctx, "tag_group", query);
      return pagedAnswer(
        ctx,
        query,
        paging,
        rows.map((row) => toGroup(row, withLanguages(query.expand))),
        total,
      );
    },
  }),
  defineRoute({
    call: apiCalls.adminTagGroupView,
    tag: "admin",
    summary: "One tag group.",
    handler: async ({ params, query }, ctx) => {
      await guard(ctx, "edit");
      const [row] = await ctx.db.query<GroupRow>("select * from tag_group where id = $1", [params.id]);
      if (!row) throw notFound(`Tag group ${params.id} not found`);
      return toGroup(row, withLanguages(query.expand));
    },
  }),
  defineRoute({
    call: apiCalls.adminTagGroupCreate,
    tag: "admin",
    summary: "Create a tag group.",
    handler: async ({ query, body }, ctx) => {
      await guard(ctx, "edit");
      return toGroup(await saveGroup(ctx, body, null), withLanguages(query.expand));
    },
  }),
  defineRoute({
    call: apiCalls.adminTagGroupUpdate,
    tag: "admin",
    summary: "Replace a tag group.",
    handler: async ({ params, query, body }, ctx) => {
      await guard(ctx, "edit");
      return toGroup(await saveGroup(ctx, body, params.id), withLanguages(query.expand));
    },
  }),
  defineRoute({
    call: apiCalls.adminTagGroupDelete,
    tag: "admin",
    summary: "Delete a tag group (administrator or setting permission); its tags keep existing without a group.",
    handler: async ({ params }, ctx) => {
      await guard(ctx, "delete");
      const deleted = await ctx.db.query("delete from tag_group where id = $1 returning id", [params.id]);
      if (deleted.length === 0) throw notFound(`Tag group ${params.id} not found`);
      return undefined;
    },
  }),
];

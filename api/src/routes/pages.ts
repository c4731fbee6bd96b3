// GET /page, POST /page/{id}, POST /page/{id}/event/read (spec §7).
import { apiCalls, type Page, type PageExpandField, type pageListQuery } from "@storyfront/schemas";
import type { z } from "zod";
import { defineRoute } from "../http/route";
import { HttpError, notFound } from "../http/errors";
import { pagedAnswer, resolvePaging } from "../http/paging";
import type { RequestContext } from "../http/context";
import { pageColumns, toPage, type PageRow } from "../pages/page-row";
import { loadPageTags } from "../pages/page-tags";
import { findMovedPage, idOrSlugCondition, isArchivedAddress } from "../pages/lookup";
import { hasDraftAccess } from "../pages/draft-access";

const sorts: Record<string, string> = {
  created_at: "p.created_at asc, p.id asc",
  "-created_at": "p.created_at desc, p.id desc",
  order: 'p."order" asc, p.id asc',
  "-order": 'p."order" desc, p.id desc',
  views: "p.views asc, p.id asc",
  "-views": "p.views desc, p.id desc",
  title: "t.title asc, p.id asc",
  "-title": "t.title desc, p.id desc",
  id: "p.id asc",
  "-id": "p.id desc",
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

async function withTags(ctx: RequestContext, rows: PageRow[], expand: PageExpandField[]) {
  const wantsTags = expand.includes("tags") || expand.includes("tags.languages");
  return wantsTags
    ? loadPageTags(
        ctx.db,
        rows.flatMap((row) => row.tag_ids),
        ctx.lang,
      )
    : new Map();
}

/** Answers built with draft access must never be kept by a shared cache that visitors read. */
async function draftAccess(ctx: RequestContext): Promise<boolean> {
  const drafts = await hasDraftAccess(ctx);
  if (drafts) ctx.reply.header("cache-control", "private, no-store");
  return drafts;
}

async function listPages(query: z.infer<typeof pageListQuery>, ctx: RequestContext) {
  const params: unknown[] = [ctx.lang];
  const param = (value: unknown) => `$${params.push(value)}`;
  // Archived pages are out of every list, drafts included (an archived page is never published: migration 015).
  const where = (await draftAccess(ctx)) ? ["p.archived_at is null"] : ["p.is_active"];
  let order = sorts[query.sort ?? "-created_at"] ?? sorts["-created_at"];

  if (query.type !== undefined) where.push(`p.type = ${param(query.type)}`);
  if (query.q) {
    const pattern = param(`%${escapeLike(query.q)}%`);
    where.push(
      "exists(select 1 from page_translation s where s.page_id = p.id and s.language = $1 " +
        `and (s.title ilike ${pattern} or s.description ilike ${pattern}))`,
    );
  }
  if (query.category !== undefined) {
    const lookup = idOrSlugCondition({ id: "id", slug: "slug" }, query.category, "$1");
    const typeFilter = query.type !== undefined ? " and type = $2" : "";
    const [category] = await ctx.db.query<{ id: number }>(
      `select id from category where ${lookup.sql}${typeFilter} order by id limit 1`,
      query.type !== undefined ? [lookup.value, query.type] : [lookup.value],
    );
    where.push(`p.category_ids @> array[${param(category?.id ?? 0)}::int]`);
  }
  if (query.recommend !== undefined) {
    const lookup = idOrSlugCondition({ id: "id", slug: "slug" }, query.recommend, "$1");
    const [source] = await ctx.db.query<{ id: number; type: number; category_ids: number[] }>(
      `select id, type, category_ids from page where ${lookup.sql}`,
      [lookup.value],
    );
    if (!source) where.push("false");
    else {
      where.push(`p.id <> ${param(source.id)}`, `p.type = ${param(source.type)}`);
      if (source.category_ids.length > 0) where.push(`p.category_ids && ${param(source.category_ids)}::int[]`);
      if (!query.sort) order = sorts["-views"];
    }
  }

  const expand = query.expand ?? [];
  const paging = resolvePaging(query);
  // Conditions read only the page row (its languages included), so the count needs no join.
  const conditions = ["$1 = any(p.languages)", ...where].join(" and ");
  const [count] = await ctx.db.query<{ total: number }>(`select count(*)::int as total from page p where ${conditions}`, params);
  const from = `from page p join page_translation t on t.page_id = p.id and t.language = $1 where ${conditions}`;
  const clientParam = ctx.clientId ? param(ctx.clientId) : null;
  const limit = paging.limit === null ? "" : ` limit ${param(paging.limit)} offset ${param(paging.offset)}`;
  const rows = await ctx.db.query<PageRow>(
    `select ${pageColumns(expand.includes("content"), clientParam)} ${from} order by ${order}${limit}`,
    params,
  );
  const tags = await withTags(ctx, rows, expand);
  return pagedAnswer(
    ctx,
    query,
    paging,
    rows.map((row) => toPage(row, expand, tags)),
    count?.total ?? 0,
  );
}

async function findPage(ctx: RequestContext, id: string, type?: number): Promise<PageRow> {
  const published = (await draftAccess(ctx)) ? "p.archived_at is null and " : "p.is_active and ";
  const params: unknown[] = [ctx.lang];
  const lookup = idOrSlugCondition({ id: "p.id", slug: "p.slug" }, id, "$2");
  params.push(lookup.value);
  const typeFilter = type !== undefined ? ` and p.type = $${params.push(type)}` : "";
  const clientParam = ctx.clientId ? `$${params.push(ctx.clientId)}` : null;
  const [row] = await ctx.db.query<PageRow>(
    `select ${pageColumns(true, clientParam)} from page p join page_translation t on t.page_id = p.id and t.language = $1
     where ${published}${lookup.sql}${typeFilter}`,
    params,
  );
  if (!row) throw await missingPage(ctx, id);
  return row;
}

/** The 410 of an archived page's address (pageGone in the contract). */
const gone = (id: string) => new HttpError(410, `Page "${id}" was archived`, {}, { archived: true });

/**
 * The 404 of a page read; for a published page's former slug it names where the page lives now (the site's 301). An
 * archived page's id, slug or former slug answers 410 (pageGone): gone on purpose, so search engines drop it.
 */
async function missingPage(ctx: RequestContext, id: string) {
  if (await isArchivedAddress(ctx.db, id)) return gone(id);
  const moved = await findMovedPage(ctx.db, id);
  return new HttpError(404, `Page "${id}" not found`, {}, moved ? { movedTo: moved } : {});
}

async function neighbours(ctx: RequestContext, row: PageRow): Promise<Page["paginationData"]> {
  const neighbour = async (comparison: "<" | ">", direction: "asc" | "desc") => {
    const [link] = await ctx.db.query<{ id: number; slug: string; title: string }>(
      `select p.id, p.slug, t.title from page p join page_translation t on t.page_id = p.id and t.language = $1
       where p.is_active and p.type = $2 and (p.created_at, p.id) ${comparison} ($3, $4)
       order by p.created_at ${direction}, p.id ${direction} limit 1`,
      [ctx.lang, row.type, row.created_at, row.id],
    );
    return link ?? null;
  };
  return { prev: await neighbour("<", "desc"), next: await neighbour(">", "asc") };
}

export const pageRoutes = [
  defineRoute({
    call: apiCalls.pageList,
    tag: "pages",
    summary:
      "List active pages in the `lang` language (paged; default sort -created_at). With draft access (x-preview-secret or an editor's " +
      "token) unpublished pages too.",
    handler: ({ query }, ctx) => listPages(query, ctx),
  }),
  defineRoute({
    call: apiCalls.pageView,
    tag: "pages",
    summary:
      "One page by id or slug; records that the caller's client id opened it. An unpublished page only with draft access " +
      "(x-preview-secret or an editor's token).",
    handler: async ({ params, query }, ctx) => {
      const row = await findPage(ctx, params.id, query.type);
      if (ctx.clientId) {
        await ctx.db.query(
          "insert into page_client_event (page_id, client_id, kind, created_at) values ($1, $2, 'open', $3) on conflict do nothing",
          [row.id, ctx.clientId, ctx.now],
        );
        row.was_open = true;
      }
      const expand = query.expand ?? [];
      return toPage(row, expand, await withTags(ctx, [row], expand), await neighbours(ctx, row));
    },
  }),
  defineRoute({
    call: apiCalls.pageRead,
    tag: "pages",
    summary: "Counts a view; once per x-client-id (a repeat changes nothing).",
    handler: async ({ params }, ctx) => {
      const lookup = idOrSlugCondition({ id: "id", slug: "slug" }, params.id, "$1");
      return ctx.db.transaction(async (tx) => {
        const [found] = await tx.query<{ id: number; views: number }>(`select id, views from page where is_active and ${lookup.sql}`, [
          lookup.value,
        ]);
        if (!found) throw (await isArchivedAddress(tx, params.id)) ? gone(params.id) : notFound(`Page "${params.id}" not found`);
        const counted = ctx.clientId
          ? (
              await tx.query(
                "insert into page_client_event (page_id, client_id, kind, created_at) values ($1, $2, 'read', $3) " +
                  "on conflict do nothing returning page_id",
                [found.id, ctx.clientId, ctx.now],
              )
            ).length > 0
          : true;
        const views = counted
          ? ((await tx.query<{ views: number }>("update page set views = views + 1 where id = $1 returning views", [found.id]))[0]?.views ??
            found.views)
          : found.views;
        return { id: found.id, views, wasRead: true as const };
      });
    },
  }),
];

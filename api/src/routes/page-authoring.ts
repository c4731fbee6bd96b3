// Writing pages (issue 39): /admin/page calls for editors, and GET /page-redirect/{slug} for a published page's old
// address. Who may write: auth/permissions.ts (page-edit, manager, administrator). The API takes bearer tokens only,
// never cookies, so a foreign site cannot make a browser send these calls with an editor's rights (no CSRF door is
// needed here; the site's own route handlers keep theirs).
import { apiCalls, pageFields, type PageFields, type PageRevision } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import { notFound, ValidationError } from "../http/errors";
import type { RequestContext } from "../http/context";
import type { Queryable } from "../db/database";
import { requireUser } from "../auth/current-user";
import { assertCanEditPages } from "../auth/permissions";
import { assertWritable, loadAuthoredPage, userName, userRef } from "../pages/authored-page";
import { findMovedPage } from "../pages/lookup";
import { createPage, lockPage, schedulePage, setPublished, writePage } from "../pages/page-writes";

/** The signed-in user when they may write pages: 401 without a valid token, 403 without the right. */
export async function editor(ctx: RequestContext) {
  const user = await requireUser(ctx);
  assertCanEditPages(user);
  return user;
}

/** One change by an editor: checked, made in one transaction, answered as the page now is. */
async function change(ctx: RequestContext, id: number, work: (tx: Queryable, userId: number) => Promise<void>) {
  const user = await editor(ctx);
  await ctx.db.transaction((tx) => work(tx, user.id));
  return loadAuthoredPage(ctx.db, id);
}

/** Writes the whole page over the version the editor's copy was based on (409 when stale), after checking it. */
async function saveFields(
  ctx: RequestContext,
  userId: number,
  id: number,
  baseVersion: number,
  fields: PageFields,
  action: "save" | "restore",
  detail = "",
) {
  await assertWritable(ctx.db, fields, id);
  // The page as the transaction left it (read inside it, so a save answers without reading it again).
  return ctx.db.transaction(async (tx) => writePage(tx, id, await lockPage(tx, id, baseVersion), fields, action, userId, ctx.now, detail));
}

type RevisionRow = Omit<PageRevision, "author" | "createdAt" | "isActive"> & {
  author_id: number | null;
  author_name: string | null;
  created_at: number;
  is_active: boolean;
};

const revisionColumns = `r.id, r.version, r.action, r.author_id, ${userName("u")} as author_name, r.created_at, r.is_active, r.fields
  from page_revision r left join app_user u on u.id = r.author_id`;

export const pageAuthoringRoutes = [
  defineRoute({
    call: apiCalls.pageRedirect,
    tag: "pages",
    summary:
      "Where a published page's former slug lives now: its id, type and current slug (the site answers 301 there). 404 when the " +
      "slug was never a published page's or that page is not published now.",
    handler: async ({ params }, ctx) => {
      const page = await findMovedPage(ctx.db, params.slug);
      if (!page) throw notFound(`No page moved from "${params.slug}"`);
      return page;
    },
  }),
  defineRoute({
    call: apiCalls.adminPageView,
    tag: "authoring",
    summary: "A page as its editor writes it: every language, publication state, version, last author and former slugs.",
    handler: async ({ params }, ctx) => {
      await editor(ctx);
      return loadAuthoredPage(ctx.db, params.id);
    },
  }),
  defineRoute({
    call: apiCalls.adminPageCreate,
    tag: "authoring",
    summary:
      "Creates a draft (not published) at version 1 and keeps it as the first revision. 422 naming the field for a slug taken or " +
      "reserved, an unknown category or tag, or body HTML outside the allow-list; nothing is stored then.",
    handler: async ({ body }, ctx) => {
      const user = await editor(ctx);
      await assertWritable(ctx.db, body, null);
      const id = await ctx.db.transaction((tx) => createPage(tx, body, user.id, ctx.now));
      return loadAuthoredPage(ctx.db, id);
    },
  }),
  defineRoute({
    call: apiCalls.adminPageUpdate,
    tag: "authoring",
    summary:
      "Saves the whole page based on `baseVersion`; a stale version answers 409 with the current version, who changed it and when " +
      "(nothing stored). Changing a published page's slug keeps the old one for GET /page-redirect/{slug}.",
    handler: async ({ params, body }, ctx) => {
      const user = await editor(ctx);
      const { baseVersion, ...fields } = body;
      return saveFields(ctx, user.id, params.id, baseVersion, fields, "save");
    },
  }),
  defineRoute({
    call: apiCalls.adminPagePublish,
    tag: "authoring",
    summary:
      "Publishes the page now (dropping a schedule): GET /page and POST /page/{id} show it to everyone. Its first publication dates it.",
    handler: ({ params }, ctx) => change(ctx, params.id, (tx, userId) => setPublished(tx, params.id, true, userId, ctx.now)),
  }),
  defineRoute({
    call: apiCalls.adminPageSchedule,
    tag: "authoring",
    summary:
      "Schedules a draft to be published at `publishAt` (Unix seconds, UTC), which must be in the future (422 naming it). The API " +
      "publishes it then, within seconds; publish and unpublish drop the schedule. 409 when the page is already published.",
    handler: async ({ params, body }, ctx) => {
      await editor(ctx);
      if (body.publishAt <= ctx.now) throw new ValidationError([{ field: "publishAt", message: "must be in the future" }]);
      return change(ctx, params.id, (tx, userId) => schedulePage(tx, params.id, body.publishAt, userId, ctx.now));
    },
  }),
  defineRoute({
    call: apiCalls.adminPageUnpublish,
    tag: "authoring",
    summary: "Makes the page a draft again (and drops a schedule): the reading calls no longer show it to visitors.",
    handler: ({ params }, ctx) => change(ctx, params.id, (tx, userId) => setPublished(tx, params.id, false, userId, ctx.now)),
  }),
  defineRoute({
    call: apiCalls.adminPageRevisionList,
    tag: "authoring",
    summary: "Every stored version of the page, newest first, with its author, time, action and fields.",
    handler: async ({ params }, ctx) => {
      await editor(ctx);
      await loadAuthoredPage(ctx.db, params.id);
      const rows = await ctx.db.query<RevisionRow>(`select ${revisionColumns} where r.page_id = $1 order by r.version desc, r.id desc`, [
        params.id,
      ]);
      return rows.map((row) => ({
        id: row.id,
        version: row.version,
        action: row.action,
        author: userRef(row.author_id, row.author_name),
        createdAt: row.created_at,
        isActive: row.is_active,
        fields: row.fields,
      }));
    },
  }),
  defineRoute({
    call: apiCalls.adminPageRevisionRestore,
    tag: "authoring",
    summary:
      "Writes a revision's fields back as a new version (based on `baseVersion`, 409 when stale); publication is unchanged. 422 " +
      "when the old fields no longer fit (its slug taken since, a category deleted).",
    handler: async ({ params, body }, ctx) => {
      const user = await editor(ctx);
      const [revision] = await ctx.db.query<{ fields: unknown; version: number }>(
        "select fields, version from page_revision where id = $1 and page_id = $2",
        [params.revisionId, params.id],
      );
      if (!revision) throw notFound(`Page ${params.id} has no revision ${params.revisionId}`);
      const fields = pageFields.parse(revision.fields);
      const detail = `revision ${params.revisionId} (version ${revision.version})`;
      return saveFields(ctx, user.id, params.id, body.baseVersion, fields, "restore", detail);
    },
  }),
];

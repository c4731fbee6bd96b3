// The editor's desk (issue 39): the list of pages to work on, autosave, archive and restore, and the audit trail.
// Contract: schemas/src/api/page-desk.ts. Who may: the people who write pages (page-authoring.ts), except the audit
// trail, which only administrators read.
import { apiCalls } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import { pagedAnswer, resolvePaging } from "../http/paging";
import { requireUser } from "../auth/current-user";
import { assertCanReadPageAudit } from "../auth/permissions";
import { loadAuthoredPage } from "../pages/authored-page";
import { listDeskPages } from "../pages/desk-list";
import { readAutosave, storeAutosave } from "../pages/page-autosave";
import { archivePage, unarchivePage } from "../pages/page-archive";
import { readAudit } from "../pages/page-audit";
import { editor } from "./page-authoring";

export const pageDeskRoutes = [
  defineRoute({
    call: apiCalls.adminPageList,
    tag: "authoring",
    summary:
      "Every page (archived ones too), most recently changed first (paged): `q` finds the slug or any language's title (any case), " +
      "`type` and `status` narrow it, `needs-language` keeps pages missing that language or out of date in it.",
    handler: async ({ query }, ctx) => {
      await editor(ctx);
      const paging = resolvePaging(query);
      const { pages, total } = await listDeskPages(ctx.db, query, paging);
      return pagedAnswer(ctx, query, paging, pages, total);
    },
  }),
  defineRoute({
    call: apiCalls.adminPageAutosave,
    tag: "authoring",
    summary:
      "Keeps the caller's unsaved fields of the page (per page and editor; the page and its version do not change). A checkpoint " +
      "revision (action autosave) at most every five minutes; the editor's save, publish or restore clears it.",
    handler: async ({ params, body }, ctx) => {
      const user = await editor(ctx);
      await storeAutosave(ctx.db, params.id, user.id, body.baseVersion, body.fields, ctx.now);
      return { baseVersion: body.baseVersion, savedAt: ctx.now, fields: body.fields };
    },
  }),
  defineRoute({
    call: apiCalls.adminPageAutosaveView,
    tag: "authoring",
    summary: "The caller's autosaved copy of the page; 404 when they have none (other editors' copies are theirs).",
    handler: async ({ params }, ctx) => {
      const user = await editor(ctx);
      return readAutosave(ctx.db, params.id, user.id);
    },
  }),
  defineRoute({
    call: apiCalls.adminPageArchive,
    tag: "authoring",
    summary:
      "Archives the page: unpublished, its schedule dropped, out of every reading list, and its address answers 410 (pageGone) " +
      "until it is unarchived. Already archived: no change.",
    handler: async ({ params }, ctx) => {
      const user = await editor(ctx);
      await ctx.db.transaction((tx) => archivePage(tx, params.id, user.id, ctx.now));
      return loadAuthoredPage(ctx.db, params.id);
    },
  }),
  defineRoute({
    call: apiCalls.adminPageUnarchive,
    tag: "authoring",
    summary: "Restores an archived page as a draft (publish it again to show it). Not archived: no change.",
    handler: async ({ params }, ctx) => {
      const user = await editor(ctx);
      await ctx.db.transaction((tx) => unarchivePage(tx, params.id, user.id, ctx.now));
      return loadAuthoredPage(ctx.db, params.id);
    },
  }),
  defineRoute({
    call: apiCalls.adminPageAudit,
    tag: "authoring",
    summary: "Who did what to the page and when, newest first: administrators only (403 for other editors).",
    handler: async ({ params }, ctx) => {
      assertCanReadPageAudit(await requireUser(ctx));
      await loadAuthoredPage(ctx.db, params.id);
      return readAudit(ctx.db, params.id);
    },
  }),
];

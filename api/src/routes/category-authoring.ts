// Writing categories (issue 39): /admin/category calls for the people who write pages (page-edit, manager,
// administrator). Slugs follow the page slug rule and are unique within a type; a stale save is a 409; a category
// pages still use cannot be deleted. GET /category and GET /category/{id} show every change at once.
import { apiCalls } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import type { RequestContext } from "../http/context";
import { requireUser } from "../auth/current-user";
import { assertCanEditCatalog } from "../auth/permissions";
import { createCategory, deleteCategory, loadCategories, loadCategory, reorderCategories, saveCategory } from "../catalog/category-store";

async function editor(ctx: RequestContext) {
  const user = await requireUser(ctx);
  assertCanEditCatalog(user);
  return user;
}

export const categoryAuthoringRoutes = [
  defineRoute({
    call: apiCalls.adminCategoryList,
    tag: "authoring",
    summary: "Every category (of `type`, when given) with all its languages, position, pages using it and version, in reading order.",
    handler: async ({ query }, ctx) => {
      await editor(ctx);
      return query.type === undefined ? loadCategories(ctx.db, "", []) : loadCategories(ctx.db, "where t.type = $1", [query.type]);
    },
  }),
  defineRoute({
    call: apiCalls.adminCategoryView,
    tag: "authoring",
    summary: "One category as its editor writes it.",
    handler: async ({ params }, ctx) => {
      await editor(ctx);
      return loadCategory(ctx.db, params.id);
    },
  }),
  defineRoute({
    call: apiCalls.adminCategoryCreate,
    tag: "authoring",
    summary:
      "Creates a category of `type`, last in its order, at version 1. 422 naming `slug` when the type already has that slug (or it " +
      "breaks the page slug rule); nothing is stored then.",
    handler: async ({ body }, ctx) => {
      const user = await editor(ctx);
      const id = await ctx.db.transaction((tx) => createCategory(tx, body, user.id, ctx.now));
      return loadCategory(ctx.db, id);
    },
  }),
  defineRoute({
    call: apiCalls.adminCategoryUpdate,
    tag: "authoring",
    summary:
      "Saves slug and languages based on `baseVersion`; a stale version answers 409 with the current version, who changed it and " +
      "when (nothing stored). The type does not change.",
    handler: async ({ params, body }, ctx) => {
      const user = await editor(ctx);
      const { baseVersion, ...fields } = body;
      await ctx.db.transaction((tx) => saveCategory(tx, params.id, baseVersion, fields, user.id, ctx.now));
      return loadCategory(ctx.db, params.id);
    },
  }),
  defineRoute({
    call: apiCalls.adminCategoryDelete,
    tag: "authoring",
    summary: "Deletes a category; 409 naming how many pages (published or draft) still use it, and nothing is deleted then.",
    handler: async ({ params }, ctx) => {
      await editor(ctx);
      await ctx.db.transaction((tx) => deleteCategory(tx, params.id));
      return undefined;
    },
  }),
  defineRoute({
    call: apiCalls.adminCategoryOrder,
    tag: "authoring",
    summary:
      "Puts every category of `type` in the order of `ids` (GET /category lists them so). 409 when the list no longer names exactly " +
      "the type's categories (one was added or deleted since): nothing moves.",
    handler: async ({ body }, ctx) => {
      await editor(ctx);
      await ctx.db.transaction((tx) => reorderCategories(tx, body.type, body.ids));
      return loadCategories(ctx.db, "where t.type = $1", [body.type]);
    },
  }),
];

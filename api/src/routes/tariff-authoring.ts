// Writing displayed tariffs (issue 39): /admin/tariff calls. Reading the editor's list needs tariff-view,
// tariff-edit, or the manager or administrator role; every change needs tariff-edit or the administrator role.
// GET /tariff-displayed (the pricing page) shows every change at once.
import { apiCalls } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import type { RequestContext } from "../http/context";
import { requireUser } from "../auth/current-user";
import { assertCanEditTariffs, assertCanReadTariffs, canEditTariffs } from "../auth/permissions";
import {
  assertCostsFit,
  createTariff,
  deleteTariff,
  featureTariff,
  loadTariff,
  loadTariffs,
  reorderTariffs,
  saveTariff,
} from "../catalog/tariff-store";

async function reader(ctx: RequestContext) {
  const user = await requireUser(ctx);
  assertCanReadTariffs(user);
  return user;
}

async function writer(ctx: RequestContext) {
  const user = await requireUser(ctx);
  assertCanEditTariffs(user);
  return user;
}

async function listFor(ctx: RequestContext, user: Awaited<ReturnType<typeof requireUser>>) {
  return { canEdit: canEditTariffs(user), tariffs: await loadTariffs(ctx.db) };
}

export const tariffAuthoringRoutes = [
  defineRoute({
    call: apiCalls.adminTariffList,
    tag: "authoring",
    summary:
      "Every displayed tariff in display order with all its languages (English first, the source) and version, and whether the " +
      "caller may change them (`canEdit`).",
    handler: async (_input, ctx) => listFor(ctx, await reader(ctx)),
  }),
  defineRoute({
    call: apiCalls.adminTariffView,
    tag: "authoring",
    summary: "One tariff as its editor writes it.",
    handler: async ({ params }, ctx) => {
      await reader(ctx);
      return loadTariff(ctx.db, params.id);
    },
  }),
  defineRoute({
    call: apiCalls.adminTariffCreate,
    tag: "authoring",
    summary:
      "Creates a tariff, last on the pricing page and not featured, at version 1. 422 naming the field, e.g. `translations.1.cost` " +
      "when a cost text does not show cost_numeric (or shows a price for 0, on request); nothing is stored then.",
    handler: async ({ body }, ctx) => {
      const user = await writer(ctx);
      assertCostsFit(body);
      const id = await ctx.db.transaction((tx) => createTariff(tx, body, user.id, ctx.now));
      return loadTariff(ctx.db, id);
    },
  }),
  defineRoute({
    call: apiCalls.adminTariffUpdate,
    tag: "authoring",
    summary: "Saves the whole tariff based on `baseVersion`; a stale version answers 409 with who changed it and when (nothing stored).",
    handler: async ({ params, body }, ctx) => {
      const user = await writer(ctx);
      const { baseVersion, ...fields } = body;
      assertCostsFit(fields);
      await ctx.db.transaction((tx) => saveTariff(tx, params.id, baseVersion, fields, user.id, ctx.now));
      return loadTariff(ctx.db, params.id);
    },
  }),
  defineRoute({
    call: apiCalls.adminTariffDelete,
    tag: "authoring",
    summary: "Deletes a tariff: the pricing page no longer shows it.",
    handler: async ({ params }, ctx) => {
      await writer(ctx);
      await ctx.db.transaction((tx) => deleteTariff(tx, params.id));
      return undefined;
    },
  }),
  defineRoute({
    call: apiCalls.adminTariffOrder,
    tag: "authoring",
    summary: "Puts every tariff in the order of `ids`; 409 when the list no longer names exactly the tariffs (nothing moves).",
    handler: async ({ body }, ctx) => {
      const user = await writer(ctx);
      await ctx.db.transaction((tx) => reorderTariffs(tx, body.ids));
      return listFor(ctx, user);
    },
  }),
  defineRoute({
    call: apiCalls.adminTariffFeatured,
    tag: "authoring",
    summary: "Highlights one tariff on the pricing page (the others lose the flag: at most one is featured), or none with `id: null`.",
    handler: async ({ body }, ctx) => {
      const user = await writer(ctx);
      await ctx.db.transaction((tx) => featureTariff(tx, body.id));
      return listFor(ctx, user);
    },
  }),
];

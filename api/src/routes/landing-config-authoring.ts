// Writing the landing config (issue 39): the intro bar's switch, link and widget image, for the people who write
// pages (page-edit, manager, administrator). GET /lp/config shows a save at once.
import { apiCalls } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import type { RequestContext } from "../http/context";
import { requireUser } from "../auth/current-user";
import { assertCanEditCatalog } from "../auth/permissions";
import { loadLandingConfig, saveLandingConfig } from "../catalog/landing-config-store";

async function editor(ctx: RequestContext) {
  const user = await requireUser(ctx);
  assertCanEditCatalog(user);
  return user;
}

export const landingConfigAuthoringRoutes = [
  defineRoute({
    call: apiCalls.adminLandingConfigView,
    tag: "authoring",
    summary: "The landing config with its version and who saved it last.",
    handler: async (_input, ctx) => {
      await editor(ctx);
      return loadLandingConfig(ctx.db);
    },
  }),
  defineRoute({
    call: apiCalls.adminLandingConfigUpdate,
    tag: "authoring",
    summary:
      "Saves the landing config based on `baseVersion` (409 when stale). `link` and `widget_ph` are site paths or http(s) " +
      "addresses, and may be empty only while the intro bar is off (422 naming them).",
    handler: async ({ body }, ctx) => {
      const user = await editor(ctx);
      const { baseVersion, ...config } = body;
      await ctx.db.transaction((tx) => saveLandingConfig(tx, baseVersion, config, user.id, ctx.now));
      return loadLandingConfig(ctx.db);
    },
  }),
];

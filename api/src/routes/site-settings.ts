// Small read-only calls: landing config, displayed tariffs, sales logic, project story styles, health.
import {
  displayedTariffList,
  idOrSlugParams,
  landingConfig,
  landingConfigQuery,
  salesLogic,
  salesLogicQuery,
  storyStyles,
  type DisplayedTariff,
  type LandingConfig,
  type SalesLogic,
} from "@storyfront/schemas";
import { z } from "zod";
import { defineRoute } from "../http/route";
import { notFound } from "../http/errors";
import { idOrSlugCondition } from "../pages/lookup";

const defaultBehavior: SalesLogic["behavior"] = { salesLogic: "default" };

export const siteSettingRoutes = [
  defineRoute({
    method: "GET",
    url: "/health",
    tag: "service",
    summary: "Answers ok when the API and its database answer.",
    answer: z.object({ status: z.literal("ok"), database: z.enum(["pglite", "postgres"]) }),
    handler: async (_input, ctx) => {
      await ctx.db.query("select 1");
      return { status: "ok", database: ctx.db.kind };
    },
  }),
  defineRoute({
    method: "GET",
    url: "/lp/config",
    tag: "landing",
    summary: "Landing config: intro bar switch, its link and widget image.",
    query: landingConfigQuery,
    answer: landingConfig,
    handler: async (_input, ctx) => {
      const [row] = await ctx.db.query<{ value: LandingConfig }>("select value from setting where key = 'lp_config'");
      return row?.value ?? { enabled_introbar: false, link: "", widget_ph: "" };
    },
  }),
  defineRoute({
    method: "GET",
    url: "/tariff-displayed",
    tag: "pricing",
    summary: "Tariffs shown on the pricing page, in display order.",
    answer: displayedTariffList,
    handler: async (_input, ctx) => {
      const rows = await ctx.db.query<DisplayedTariff>(
        "select id, name, description, cost, cost_numeric, options_title, options, button, featured from displayed_tariff order by position, id",
      );
      return rows;
    },
  }),
  defineRoute({
    method: "GET",
    url: "/sales-logic",
    tag: "sales",
    summary: "Sales mode for a visitor's address (user_ip, else the caller's address).",
    query: salesLogicQuery,
    answer: salesLogic,
    handler: async ({ query }, ctx) => {
      const ip = query.user_ip ?? ctx.request.ip;
      const [rule] = await ctx.db.query<{ behavior: SalesLogic["behavior"] }>(
        "select behavior from sales_logic_rule where family(network) = family($1::inet) and $1::inet <<= network order by masklen(network) desc limit 1",
        [ip],
      );
      return { behavior: rule?.behavior ?? defaultBehavior };
    },
  }),
  defineRoute({
    method: "GET",
    url: "/project/:id/story-styles",
    tag: "projects",
    summary: "A project's story CSS, by project id or slug.",
    params: idOrSlugParams,
    answer: storyStyles,
    handler: async ({ params }, ctx) => {
      const lookup = idOrSlugCondition({ id: "id", slug: "slug" }, params.id, "$1");
      const [row] = await ctx.db.query<{ story_styles: string }>(`select story_styles from project where ${lookup.sql}`, [lookup.value]);
      if (!row) throw notFound(`Project "${params.id}" not found`);
      return { content: row.story_styles };
    },
  }),
];

// Small read-only calls: landing config, displayed tariffs, sales logic, project story styles, health.
import { apiCalls, type DisplayedTariff, type LandingConfig, type SalesLogic } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import { notFound } from "../http/errors";
import { idOrSlugCondition } from "../pages/lookup";

const defaultBehavior: SalesLogic["behavior"] = { salesLogic: "default" };

export const siteSettingRoutes = [
  defineRoute({
    call: apiCalls.health,
    tag: "service",
    summary: "Answers ok when the API and its database answer.",
    handler: async (_input, ctx) => {
      await ctx.db.query("select 1");
      return { status: "ok", database: ctx.db.kind };
    },
  }),
  defineRoute({
    call: apiCalls.landingConfig,
    tag: "landing",
    summary: "Landing config: intro bar switch, its link and widget image.",
    handler: async (_input, ctx) => {
      const [row] = await ctx.db.query<{ value: LandingConfig }>("select value from setting where key = 'lp_config'");
      return row?.value ?? { enabled_introbar: false, link: "", widget_ph: "" };
    },
  }),
  defineRoute({
    call: apiCalls.tariffDisplayed,
    tag: "pricing",
    summary: "Tariffs shown on the pricing page, in display order, with their texts in the lang language where translated.",
    handler: async (_input, ctx) => {
      const rows = await ctx.db.query<DisplayedTariff>(
        `select d.id, coalesce(t.name, d.name) as name, coalesce(t.description, d.description) as description,
          coalesce(t.cost, d.cost) as cost, d.cost_numeric, coalesce(t.options_title, d.options_title) as options_title,
          coalesce(t.options, d.options) as options,
          case when t.button_text is null then d.button else jsonb_set(d.button, '{text}', to_jsonb(t.button_text)) end as button,
          d.featured
        from displayed_tariff d left join displayed_tariff_translation t on t.tariff_id = d.id and t.language = $1
        order by d.position, d.id`,
        [ctx.lang],
      );
      return rows;
    },
  }),
  defineRoute({
    call: apiCalls.salesLogic,
    tag: "sales",
    summary: "Sales mode for a visitor's address (user_ip, else the caller's address).",
    handler: async ({ query }, ctx) => {
      const ip = query.user_ip ?? ctx.request.ip;
      const [rule] = await ctx.db.query<{ behavior: SalesLogic["behavior"] }>(
        "select behavior from sales_logic_rule where family(network) = family($1::inet) and $1::inet <<= network " +
          "order by masklen(network) desc limit 1",
        [ip],
      );
      return { behavior: rule?.behavior ?? defaultBehavior };
    },
  }),
  defineRoute({
    call: apiCalls.storyStyles,
    tag: "projects",
    summary: "A project's story CSS, by project id or slug.",
    handler: async ({ params }, ctx) => {
      const lookup = idOrSlugCondition({ id: "id", slug: "slug" }, params.id, "$1");
      const [row] = await ctx.db.query<{ story_styles: string }>(`select story_styles from project where ${lookup.sql}`, [lookup.value]);
      if (!row) throw notFound(`Project "${params.id}" not found`);
      return { content: row.story_styles };
    },
  }),
];

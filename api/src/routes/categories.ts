// GET /category and GET /category/{id} (spec §7): ordered by position, titles in the `lang` language.
import { apiCalls, PageType, type PageCategory } from "@storyfront/schemas";
import { defineRoute } from "../http/route";
import { notFound } from "../http/errors";
import { pagedAnswer, resolvePaging } from "../http/paging";
import { idOrSlugCondition } from "../pages/lookup";

type CategoryRow = {
  id: number;
  slug: string;
  type: PageCategory["type"];
  position: number;
  title: string | null;
  seo_title: string | null;
  seo_keywords: string | null;
  seo_description: string | null;
  pages: number;
};

/** Active pages of the category in the language. */
const pageCount = "(select count(*)::int from page p where p.is_active and p.category_ids @> array[c.id] and $1 = any(p.languages))";

/** `$1` is the language. */
const columns = (withPages: boolean) => `c.id, c.slug, c.type, c.position, t.title, t.seo_title, t.seo_keywords, t.seo_description
  ${withPages ? `, ${pageCount} as pages` : ""}
  from category c left join category_translation t on t.category_id = c.id and t.language = $1`;

const toCategory = (row: CategoryRow, withPages: boolean): PageCategory => ({
  id: row.id,
  title: row.title,
  slug: row.slug,
  type: row.type,
  seoTitle: row.seo_title,
  seoKeywords: row.seo_keywords,
  seoDescription: row.seo_description,
  order: row.position,
  ...(withPages ? { pages: row.pages } : {}),
});

export const categoryRoutes = [
  defineRoute({
    call: apiCalls.categoryList,
    tag: "categories",
    summary: "Categories ordered by position (paged; all=1 answers all).",
    handler: async ({ query }, ctx) => {
      const withPages = query.expand?.includes("pages") ?? false;
      const params: unknown[] = [ctx.lang];
      const where = query.type !== undefined ? `where c.type = $${params.push(query.type)}` : "";
      const paging = resolvePaging(query);
      const [count] = await ctx.db.query<{ total: number }>(
        `select count(*)::int as total from category c ${query.type !== undefined ? "where c.type = $1" : ""}`,
        query.type !== undefined ? [query.type] : [],
      );
      const limit = paging.limit === null ? "" : ` limit $${params.push(paging.limit)} offset $${params.push(paging.offset)}`;
      const rows = await ctx.db.query<CategoryRow>(`select ${columns(withPages)} ${where} order by c.position, c.id${limit}`, params);
      return pagedAnswer(
        ctx,
        query,
        paging,
        rows.map((row) => toCategory(row, withPages)),
        count?.total ?? 0,
      );
    },
  }),
  defineRoute({
    call: apiCalls.categoryView,
    tag: "categories",
    summary: "One category by id or slug; type defaults to blog (4).",
    handler: async ({ params, query }, ctx) => {
      const withPages = query.expand?.includes("pages") ?? false;
      const lookup = idOrSlugCondition({ id: "c.id", slug: "c.slug" }, params.id, "$2");
      const [row] = await ctx.db.query<CategoryRow>(`select ${columns(withPages)} where ${lookup.sql} and c.type = $3`, [
        ctx.lang,
        lookup.value,
        query.type ?? PageType.blog,
      ]);
      if (!row) throw notFound(`Category "${params.id}" not found`);
      return toCategory(row, withPages);
    },
  }),
];

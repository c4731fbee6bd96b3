// The editor's list (GET /admin/page): every page, archived ones too, most recently changed first, with its status
// and each language's title and out-of-date flag. Filters read only the page row (outdated_languages and languages are
// kept on it), so counting needs no join; the rows of one screen then fetch their languages in the same statement.
import type { DeskPage, PageStatus } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import type { Paging } from "../http/paging";
import { userName, userRef } from "./authored-page";

export type DeskFilters = { q?: string; type?: number; status?: PageStatus; "needs-language"?: string };

/** Where a page stands, from its row (an archived page is never published: migration 015's check). */
export const statusSql = `case when p.archived_at is not null then 'archived' when p.is_active then 'published'
  when p.publish_at is not null then 'scheduled' else 'draft' end`;

const statusConditions: Record<PageStatus, string> = {
  archived: "p.archived_at is not null",
  published: "p.is_active",
  scheduled: "not p.is_active and p.archived_at is null and p.publish_at is not null",
  draft: "not p.is_active and p.archived_at is null and p.publish_at is null",
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

type DeskRow = {
  id: number;
  type: DeskPage["type"];
  slug: string;
  title: string | null;
  status: PageStatus;
  version: number;
  updated_at: number;
  updated_by: number | null;
  updated_by_name: string | null;
  publish_at: number | null;
  translations: DeskPage["translations"] | null;
};

function conditions(filters: DeskFilters, params: unknown[]): string {
  const param = (value: unknown) => `$${params.push(value)}`;
  const where = ["true"];
  if (filters.type !== undefined) where.push(`p.type = ${param(filters.type)}`);
  if (filters.status) where.push(statusConditions[filters.status]);
  if (filters.q) {
    const pattern = param(`%${escapeLike(filters.q)}%`);
    // Slugs are lower case already; title_search is the lower-cased title (migration 015).
    where.push(
      `(p.slug like lower(${pattern}) or p.id in (select s.page_id from page_translation s where s.title_search like lower(${pattern})))`,
    );
  }
  const language = filters["needs-language"];
  if (language) {
    const value = param(language);
    where.push(`(not ${value} = any(p.languages) or ${value} = any(p.outdated_languages))`);
  }
  return where.join(" and ");
}

/** One screen of the list and the number of pages matching the filters. */
export async function listDeskPages(db: Queryable, filters: DeskFilters, paging: Paging): Promise<{ pages: DeskPage[]; total: number }> {
  const countParams: unknown[] = [];
  // The count and the screen's rows are independent: on PostgreSQL they run at once on two pooled connections.
  const counting = db.query<{ total: number }>(
    `select count(*)::int as total from page p where ${conditions(filters, countParams)}`,
    countParams,
  );
  const params: unknown[] = [];
  const where = conditions(filters, params);
  const limit = paging.limit === null ? "" : ` limit $${params.push(paging.limit)} offset $${params.push(paging.offset)}`;
  // The screen's rows are chosen first (a subquery with its limit), so names and languages are read for them only.
  const listing = db.query<DeskRow>(
    `select p.id, p.type, p.slug, p.version, p.updated_at, p.updated_by, p.publish_at, ${statusSql} as status,
       ${userName("u")} as updated_by_name,
       (select t.title from page_translation t where t.page_id = p.id and t.language = 'en') as title,
       (select json_agg(json_build_object('language', t.language, 'title', t.title, 'outOfDate', t.source_version < p.source_version)
          order by t.language <> 'en', t.language)
        from page_translation t where t.page_id = p.id) as translations
     from (select * from page p where ${where} order by p.updated_at desc, p.id desc${limit}) p
     left join app_user u on u.id = p.updated_by
     order by p.updated_at desc, p.id desc`,
    params,
  );
  const [[count], rows] = await Promise.all([counting, listing]);
  return {
    total: count?.total ?? 0,
    pages: rows.map((row) => ({
      id: row.id,
      type: row.type,
      slug: row.slug,
      title: row.title ?? row.slug,
      status: row.status,
      version: row.version,
      updatedAt: row.updated_at,
      updatedBy: userRef(row.updated_by, row.updated_by_name),
      publishAt: row.publish_at,
      translations: row.translations ?? [],
    })),
  };
}

// Categories as editors read and write them: every language, position, pages using it, version. Each write runs in
// the caller's transaction and ends with afterCategoryChange.
import type { AuthoredCategory, CategoryCreateFields, CategoryFields } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import { HttpError, notFound, ValidationError } from "../http/errors";
import { afterCategoryChange } from "./after-change";
import { isUniqueViolation, lockVersioned, nextStamp, stampColumns, stampOf, type VersionStamp } from "./versioned-row";

type CategoryRow = VersionStamp & { id: number; type: AuthoredCategory["type"]; slug: string; position: number; pages: number };
type TranslationRow = {
  category_id: number;
  language: AuthoredCategory["translations"][number]["language"];
  title: string;
  seo_title: string | null;
  seo_keywords: string | null;
  seo_description: string | null;
};

/** Every page (published or draft, any language) that names the category. */
const pagesUsing = "(select count(*)::int from page p where p.category_ids @> array[t.id])";

/** Categories matching `where` (on alias t), in the order GET /category lists them. */
export async function loadCategories(db: Queryable, where: string, params: unknown[]): Promise<AuthoredCategory[]> {
  const rows = await db.query<CategoryRow>(
    `select t.id, t.type, t.slug, t.position, ${stampColumns}, ${pagesUsing} as pages
     from category t left join app_user u on u.id = t.updated_by ${where} order by t.type, t.position, t.id`,
    params,
  );
  if (rows.length === 0) return [];
  const translations = await db.query<TranslationRow>(
    "select * from category_translation where category_id = any($1::int[]) order by language <> 'en', language",
    [rows.map((row) => row.id)],
  );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    slug: row.slug,
    order: row.position,
    pages: row.pages,
    translations: translations
      .filter((translation) => translation.category_id === row.id)
      .map((translation) => ({
        language: translation.language,
        title: translation.title,
        seoTitle: translation.seo_title,
        seoKeywords: translation.seo_keywords,
        seoDescription: translation.seo_description,
      })),
    ...stampOf(row),
  }));
}

export async function loadCategory(db: Queryable, id: number): Promise<AuthoredCategory> {
  const [category] = await loadCategories(db, "where t.id = $1", [id]);
  if (!category) throw notFound(`Category ${id} not found`);
  return category;
}

const slugTaken = (slug: string) => new ValidationError([{ field: "slug", message: `Slug "${slug}" has already been taken` }]);

/** The slug rule of pages, unique within the type: 422 naming `slug` when another category of the type has it. */
async function assertSlugFree(tx: Queryable, type: number, slug: string, id: number) {
  const taken = await tx.query("select 1 from category where type = $1 and slug = $2 and id <> $3", [type, slug, id]);
  if (taken.length > 0) throw slugTaken(slug);
}

async function writeTranslations(tx: Queryable, id: number, fields: CategoryFields) {
  await tx.query("delete from category_translation where category_id = $1", [id]);
  for (const translation of fields.translations) {
    await tx.query(
      "insert into category_translation (category_id, language, title, seo_title, seo_keywords, seo_description) " +
        "values ($1, $2, $3, $4, $5, $6)",
      [id, translation.language, translation.title, translation.seoTitle, translation.seoKeywords, translation.seoDescription],
    );
  }
}

/** Runs a write; a unique-index refusal (a save that raced past the slug check) is the same 422. */
async function guardSlug<T>(slug: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw isUniqueViolation(error) ? slugTaken(slug) : error;
  }
}

/** A new category, last in its type's order, at version 1. */
export async function createCategory(tx: Queryable, body: CategoryCreateFields, userId: number, now: number) {
  await assertSlugFree(tx, body.type, body.slug, 0);
  const [row] = await guardSlug(body.slug, () =>
    tx.query<{ id: number }>(
      `insert into category (type, slug, position, version, updated_at, updated_by)
       values ($1, $2, (select coalesce(max(position), 0) + 1 from category where type = $1), 1, $3, $4) returning id`,
      [body.type, body.slug, now, userId],
    ),
  );
  if (!row) throw new Error("category insert returned no row");
  await writeTranslations(tx, row.id, body);
  await afterCategoryChange(tx, [{ type: body.type, slug: body.slug }]);
  return row.id;
}

/** Saves slug and languages over `baseVersion` (409 when stale). */
export async function saveCategory(tx: Queryable, id: number, baseVersion: number, fields: CategoryFields, userId: number, now: number) {
  const current = await lockVersioned<{ type: number; slug: string }>(tx, category(id), baseVersion);
  await assertSlugFree(tx, current.type, fields.slug, id);
  await guardSlug(fields.slug, () =>
    tx.query(`update category set slug = $1, ${nextStamp(2)} where id = $4`, [fields.slug, now, userId, id]),
  );
  await writeTranslations(tx, id, fields);
  await afterCategoryChange(
    tx,
    [...new Set([current.slug, fields.slug])].map((slug) => ({ type: current.type, slug })),
  );
}

/** Deletes a category no page uses; while pages name it, 409 saying how many (nothing is deleted). */
export async function deleteCategory(tx: Queryable, id: number) {
  const current = await lockVersioned<{ type: number; slug: string }>(tx, category(id));
  const [used] = await tx.query<{ pages: number }>("select count(*)::int as pages from page where category_ids @> array[$1::int]", [id]);
  const pages = used?.pages ?? 0;
  if (pages > 0) {
    throw new HttpError(
      409,
      `Category "${current.slug}" is used by ${pages} ${pages === 1 ? "page" : "pages"}; move them to another category first`,
      {},
      { pages },
    );
  }
  await tx.query("delete from category where id = $1", [id]);
  await afterCategoryChange(tx, [{ type: current.type, slug: current.slug }]);
}

/**
 * Puts every category of the type in the given order (positions 1, 2, …). The list must name exactly the type's
 * categories: one added or deleted since the editor loaded the list is a 409 (reload), nothing is moved.
 */
export async function reorderCategories(tx: Queryable, type: number, ids: number[]) {
  const rows = await tx.query<{ id: number; slug: string }>("select id, slug from category where type = $1 order by id for update", [type]);
  const known = new Set(rows.map((row) => row.id));
  if (rows.length !== ids.length || ids.some((id) => !known.has(id))) {
    throw new HttpError(
      409,
      `The categories of type ${type} changed since the list was loaded (it has ${rows.length}); reload and try again`,
    );
  }
  for (const [index, id] of ids.entries()) await tx.query("update category set position = $1 where id = $2", [index + 1, id]);
  await afterCategoryChange(
    tx,
    rows.map((row) => ({ type, slug: row.slug })),
  );
}

const category = (id: number) => ({ table: "category" as const, key: "id" as const, value: id, label: `Category ${id}` });

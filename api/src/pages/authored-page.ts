// Reading a page as its editor sees it (all languages, version, author of the last change) and checking what an
// editor wrote before anything is stored.
import { pageFields, reservedSlugs, type AuthoredPage, type PageFields } from "@storyfront/schemas";
import type { Queryable } from "../db/database";
import { notFound, ValidationError, type FieldError } from "../http/errors";
import { richTextProblem } from "./rich-text-check";

type AuthoringRow = {
  id: number;
  type: PageFields["type"];
  slug: string;
  order: number;
  is_active: boolean;
  image: PageFields["image"];
  image_square: string | null;
  author: string | null;
  author_subtitle: string | null;
  author_image: string | null;
  story_cover: string | null;
  icon: string | null;
  category_ids: number[];
  tag_ids: number[];
  created_at: number;
  updated_at: number;
  version: number;
  updated_by: number | null;
  updated_by_name: string | null;
  publish_at: number | null;
  archived_at: number | null;
  source_version: number;
};
type TranslationRow = {
  language: PageFields["translations"][number]["language"];
  title: string;
  description: string;
  content: string;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  nav_label: string | null;
  author_subtitle: string | null;
  source_version: number;
};

/** A person as the editor sees them: full name, else the user name. */
export const userName = (alias: string) =>
  `coalesce(nullif(trim(${alias}.first_name || ' ' || ${alias}.last_name), ''), ${alias}.username)`;

export const userRef = (id: number | null, name: string | null) => (id === null || name === null ? null : { id, name });

export async function loadAuthoredPage(db: Queryable, id: number): Promise<AuthoredPage> {
  // One round trip (a save reads the page back inside its transaction): the languages and former slugs as arrays.
  const [row] = await db.query<AuthoringRow & { translations: TranslationRow[]; previous_slugs: string[] }>(
    `select p.*, ${userName("u")} as updated_by_name,
       coalesce((select json_agg(t order by t.language <> 'en', t.language) from page_translation t where t.page_id = p.id), '[]'::json)
         as translations,
       array(select h.slug from page_slug_history h where h.page_id = p.id order by h.created_at, h.slug) as previous_slugs
     from page p left join app_user u on u.id = p.updated_by where p.id = $1`,
    [id],
  );
  if (!row) throw notFound(`Page ${id} not found`);
  const { translations } = row;
  return {
    id: row.id,
    type: row.type,
    slug: row.slug,
    order: row.order,
    image: row.image,
    imageSquare: row.image_square,
    author: row.author,
    authorSubtitle: row.author_subtitle,
    authorImage: row.author_image,
    storyCover: row.story_cover,
    icon: row.icon,
    categoryIds: row.category_ids,
    tagIds: row.tag_ids,
    translations: translations.map((translation) => ({
      language: translation.language,
      title: translation.title,
      description: translation.description,
      content: translation.content,
      seoTitle: translation.seo_title,
      seoDescription: translation.seo_description,
      seoKeywords: translation.seo_keywords,
      navLabel: translation.nav_label ?? null,
      authorSubtitle: translation.author_subtitle ?? null,
    })),
    version: row.version,
    isActive: row.is_active,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    updatedBy: userRef(row.updated_by, row.updated_by_name),
    publishAt: row.publish_at,
    archivedAt: row.archived_at,
    previousSlugs: row.previous_slugs,
    // When a translation is out of date: db/migrations/015-page-desk.ts.
    translationStatus: translations.map((translation) => ({
      language: translation.language,
      outOfDate: translation.source_version < row.source_version,
    })),
  };
}

/** The editor-written part of a page, as a revision keeps it. */
export const pageFieldsOf = (page: AuthoredPage): PageFields =>
  Object.fromEntries(pageFields.keyof().options.map((key) => [key, page[key]])) as PageFields;

/**
 * Refuses, naming each field, what may not be stored: a reserved slug, one another page has (or had while
 * published), unknown categories or tags, and body HTML outside the allow-list. `pageId` is the page being saved.
 */
export async function assertWritable(db: Queryable, fields: PageFields, pageId: number | null): Promise<void> {
  const errors: FieldError[] = [];
  if (reservedSlugs.includes(fields.slug)) errors.push({ field: "slug", message: `"${fields.slug}" is reserved; pick another slug` });
  // One statement for the three lookups: a save runs it every time.
  const [found] = await db.query<{ taken: boolean; categories: number[]; tags: number[] }>(
    `select exists(select 1 from page where slug = $1 and id <> $2
         union all select 1 from page_slug_history where slug = $1 and page_id <> $2) as taken,
       array(select id from category where id = any($3::int[])) as categories, array(select id from tag where id = any($4::int[])) as tags`,
    [fields.slug, pageId ?? 0, fields.categoryIds, fields.tagIds],
  );
  if (found?.taken) errors.push({ field: "slug", message: `Slug "${fields.slug}" has already been taken` });
  const categories = fields.categoryIds.filter((id) => !found?.categories.includes(id));
  if (categories.length > 0) errors.push({ field: "categoryIds", message: `Category ${categories.join(", ")} does not exist` });
  const tags = fields.tagIds.filter((id) => !found?.tags.includes(id));
  if (tags.length > 0) errors.push({ field: "tagIds", message: `Tag ${tags.join(", ")} does not exist` });
  fields.translations.forEach((translation, index) => {
    const problem = richTextProblem(translation.content);
    if (problem) errors.push({ field: `translations.${index}.content`, message: `${problem} in the body` });
  });
  if (errors.length > 0) throw new ValidationError(errors);
}

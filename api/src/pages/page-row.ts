// Reading page rows: the shared column list, and turning a row into the contract's Page.
import {
  localeRegistry,
  type ApiLocale,
  type ImageVariants,
  type Page,
  type PageExpandField,
  type PageTag,
  type PageTypeValue,
} from "@storyfront/schemas";

/** Numeric language ids of the `languageIds` field. */
export const languageIds = Object.fromEntries(
  localeRegistry.codes.map((code) => [code, localeRegistry.facts(code).apiLanguageId]),
) as Record<ApiLocale, number>;

export type PageRow = {
  id: number;
  order: number;
  type: PageTypeValue;
  slug: string;
  is_active: boolean;
  image: ImageVariants | null;
  image_square: string | null;
  author_image: string | null;
  author: string | null;
  author_subtitle: string | null;
  story_cover: string | null;
  icon: string | null;
  category_ids: number[];
  tag_ids: number[];
  views: number;
  tilda_page_id: string | null;
  styles: string | null;
  scripts: string | null;
  created_at: number;
  updated_at: number;
  language: ApiLocale;
  title: string;
  nav_label: string | null;
  description: string;
  content?: string;
  seo_title: string | null;
  seo_keywords: string | null;
  seo_description: string | null;
  languages: ApiLocale[];
  was_open: boolean;
  was_read: boolean;
};

/**
 * Columns of `page p join page_translation t`; `clientParam` is the `$n` holding the caller's client id
 * (or null when there is none, so both flags read false).
 */
export function pageColumns(withContent: boolean, clientParam: string | null): string {
  const event = (kind: string) =>
    clientParam
      ? `exists(select 1 from page_client_event e where e.page_id = p.id and e.client_id = ${clientParam} and e.kind = '${kind}')`
      : "false";
  // The author's role in the requested language where the translation has one (migration 019), else the page's.
  return `p.id, p."order", p.type, p.slug, p.is_active, p.image, p.image_square, p.author_image, p.author,
    coalesce(t.author_subtitle, p.author_subtitle) as author_subtitle, t.nav_label, p.story_cover, p.icon,
    p.category_ids, p.tag_ids, p.views, p.tilda_page_id, p.styles, p.scripts, p.created_at, p.updated_at,
    t.language, t.title, t.description, t.seo_title, t.seo_keywords,
    t.seo_description${withContent ? ", t.content" : ""},
    p.languages,
    ${event("open")} as was_open, ${event("read")} as was_read`;
}

export function toPage(
  row: PageRow,
  expand: PageExpandField[],
  tags: Map<number, PageTag>,
  paginationData: Page["paginationData"] = null,
): Page {
  const wants = (field: PageExpandField) => expand.includes(field);
  const page: Page = {
    id: row.id,
    order: row.order,
    title: row.title,
    navLabel: row.nav_label ?? null,
    type: row.type,
    slug: row.slug,
    description: row.description,
    isActive: row.is_active,
    language: row.language,
    languageIds: row.languages.map((language) => languageIds[language]),
    timestamp: row.created_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    image: row.image,
    authorImage: row.author_image,
    author: row.author,
    authorSubtitle: row.author_subtitle,
    storyCover: row.story_cover,
    icon: row.icon,
    views: row.views,
    categoryIds: row.category_ids,
    tagIds: row.tag_ids,
    wasOpen: row.was_open,
    wasRead: row.was_read,
    paginationData,
  };
  if (wants("content")) page.content = row.content ?? "";
  if (wants("seoTitle")) page.seoTitle = row.seo_title;
  if (wants("seoKeywords")) page.seoKeywords = row.seo_keywords;
  if (wants("seoDescription")) page.seoDescription = row.seo_description;
  if (wants("languages")) page.languages = row.languages;
  if (wants("tildaPageId")) page.tildaPageId = row.tilda_page_id;
  if (wants("styles")) page.styles = row.styles;
  if (wants("scripts")) page.scripts = row.scripts;
  if (wants("imageSquare")) page.imageSquare = row.image_square;
  if (wants("tags") || wants("tags.languages")) {
    page.tags = row.tag_ids.flatMap((id) => {
      const tag = tags.get(id);
      if (!tag) return [];
      return [wants("tags.languages") ? tag : { id: tag.id, slug: tag.slug, name: tag.name }];
    });
  }
  return page;
}

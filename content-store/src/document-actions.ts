// Creating, duplicating and deleting long-form pages (case studies, white papers, legal pages) and library entries
// (reviews, logos, awards, add-ons) from the Studio. New files are written in the canonical format (as
// `npm run content:format`); a delete takes the document in every language and is refused while other content
// uses it (delete-guard.ts).
import { parseContentFile, serializeContent } from "@storyfront/content-model";
import { legalPageSchema, routeTable, slugSchema } from "@storyfront/schemas";
import type { ContentSource } from "./content-source";
import { documentFileOf, documentKinds, type DocumentKind } from "./document-kinds";
import { readDocument } from "./documents";
import { refuseIfUsed } from "./delete-guard";
import { documentTemplate } from "./document-templates";
import { StudioActionError } from "./studio-action-error";

/** The long-form and library kinds: landings and catalogue entries have their own actions (landing-actions.ts). */
function kindOf(folder: string): DocumentKind {
  const kind = documentKinds.find((entry) => entry.folder === folder && entry.editor !== "canvas");
  if (!kind) throw new StudioActionError(`${folder} is not a kind of page or entry the Studio creates`);
  return kind;
}

function newFile(kind: DocumentKind, slug: string, source: ContentSource): string {
  if (!slugSchema.safeParse(slug).success) throw new StudioActionError("name it with lower-case words joined by hyphens, e.g. pet-care");
  // Legal pages are served at fixed addresses: only those names are pages.
  const legal = legalPageSchema.shape.slug.options as readonly string[];
  if (kind.collection === "legal" && !legal.includes(slug))
    throw new StudioActionError(`legal pages are served at ${legal.map((name) => `/${name}`).join(", ")} only: name it one of those`);
  const file = `${kind.folder}/${slug}.${kind.extension}`;
  if (source.exists(file)) throw new StudioActionError(`${file} exists already: pick another name`);
  return file;
}

/** A new entry of a kind (by folder) from its template; returns its file. */
export function createDocument(folder: string, slug: string, source: ContentSource): string {
  const kind = kindOf(folder);
  const file = newFile(kind, slug, source);
  source.write(file, serializeContent(file, documentTemplate(kind.collection, slug)));
  return file;
}

/** A copy of a document (its English source: a translation is made from the copy) under a new slug; returns its file. */
export function duplicateDocument(from: string, slug: string, source: ContentSource): string {
  const document = documentFileOf(from);
  if (!document || document.kind.editor === "canvas") throw new StudioActionError(`${from} is not a page or entry the Studio copies`);
  const english = readDocument(`${document.kind.folder}/${document.slug}.${document.kind.extension}`, source);
  if (!english) throw new StudioActionError(`${from} has no English source to copy`);
  const file = newFile(document.kind, slug, source);
  const parsed = parseContentFile(english.file, english.text);
  const value =
    parsed.format === "mdx"
      ? { ...parsed.value, frontMatter: { ...parsed.value.frontMatter, slug } }
      : { ...(parsed.value as object), slug };
  source.write(file, serializeContent(file, value, parsed.format === "mdx" ? english.text : undefined));
  return file;
}

/** The addresses a document is the page of (from the route table): /case-studies/<slug>, /terms… none for library entries. */
function pagePathsOf(kind: DocumentKind, slug: string): string[] {
  return routeTable.flatMap((family) => {
    if (!family.linkable) return [];
    const { slugs } = family;
    const slugRoute = /\/\[[^\]]+\]$/;
    if (slugs.from === "content" && slugs.collection === kind.collection && slugRoute.test(family.pattern))
      return [family.pattern.replace(slugRoute, `/${slug}`)];
    if (slugs.from === "entry" && slugs.collection === kind.collection && slugs.slug === slug) return [family.pattern];
    return [];
  });
}

/** Deletes a document and its translations, unless other content uses it; returns the files removed. */
export function deleteDocument(file: string, source: ContentSource): string[] {
  const document = documentFileOf(file);
  if (!document || document.kind.editor === "canvas") throw new StudioActionError(`${file} is not a page or entry the Studio deletes here`);
  const { kind, slug } = document;
  const own = source.list(kind.folder).filter((path) => {
    const other = documentFileOf(path);
    return other?.kind === kind && other.slug === slug;
  });
  refuseIfUsed(own, pagePathsOf(kind, slug), `${kind.folder}/${slug}.${kind.extension}`, source);
  for (const path of own) source.remove(path);
  return own;
}

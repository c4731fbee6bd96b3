// Creating, duplicating and deleting landings from the Studio. A new landing is the same scaffold as
// `npm run new:landing`; a delete is refused while the checker, run on the content without the landing, finds
// other files that would break (links to its path, a translation left without its source).
import { landingScaffold, serializeContent } from "@storyfront/content-model";
import { localeRegistry, slugSchema } from "@storyfront/schemas";
import type { ContentSource } from "./content-source";
import { readDocument } from "./documents";
import { refuseIfUsed } from "./delete-guard";
import { pageAddress, servedIn, translatable } from "./page-address";
import { StudioActionError } from "./studio-action-error";

function newFile(slug: string, source: ContentSource): string {
  if (!slugSchema.safeParse(slug).success)
    throw new StudioActionError("name the page with lower-case words joined by hyphens, e.g. pet-care");
  const file = `landings/${slug}.json`;
  if (source.exists(file)) throw new StudioActionError(`${file} exists already: pick another name`);
  return file;
}

/** A new landing at /solutions/<slug> from the scaffold; returns its file. */
export function createLanding(slug: string, source: ContentSource): string {
  const file = newFile(slug, source);
  source.write(file, serializeContent(file, landingScaffold(slug)));
  return file;
}

/** A copy of a landing (its English source) under a new slug at /solutions/<slug>; returns its file. */
export function duplicateLanding(from: string, slug: string, source: ContentSource): string {
  const english = readDocument(from.replace(/\.[a-z]{2}\.json$/, ".json"), source);
  if (!english) throw new StudioActionError(`${from} is not a landing the Studio edits`);
  const file = newFile(slug, source);
  const data = JSON.parse(english.text) as Record<string, unknown>;
  source.write(file, serializeContent(file, { ...data, slug, path: `/solutions/${slug}` }));
  return file;
}

/** A translation of a landing or catalogue entry with its source's structure and text, to be translated field by field. */
export function translateFile(from: string, locale: string, source: ContentSource): string {
  if (!localeRegistry.translations.some((code) => code === locale)) throw new StudioActionError(`${locale} is not a language of the site`);
  const sourceFile = from.replace(/\.[a-z]{2}\.json$/, ".json");
  const english = readDocument(sourceFile, source);
  if (!english) throw new StudioActionError(`${from} is not a file the Studio edits`);
  const address = pageAddress(sourceFile, JSON.parse(english.text));
  if (address && !translatable(address, locale))
    throw new StudioActionError(`${address} is served ${servedIn(address)}: a ${locale} file would be a page nobody can open`);
  const file = sourceFile.replace(/\.json$/, `.${locale}.json`);
  if (source.exists(file)) throw new StudioActionError(`${file} exists already`);
  source.write(file, serializeContent(file, JSON.parse(english.text)));
  return file;
}

/** Deletes a landing and its translations, unless other content files would break without them. */
export function deleteLanding(file: string, source: ContentSource): string[] {
  const id = /^landings\/([a-z0-9-]+)(?:\.[a-z]{2})?\.json$/.exec(file)?.[1];
  if (!id) throw new StudioActionError(`${file} is not a landing the Studio edits`);
  const own = source.list("landings").filter((path) => new RegExp(`^landings/${id}(\\.[a-z]{2})?\\.json$`).test(path));
  const path = (JSON.parse(readDocument(`landings/${id}.json`, source)?.text ?? "{}") as { path?: unknown }).path;
  // Every page links home through its logo (in the site's code, which the scan below does not read).
  if (path === "/") throw new StudioActionError("this is the home page: every page links to it, so it cannot be deleted");
  refuseIfUsed(own, typeof path === "string" ? [path] : [], file, source);
  for (const path of own) source.remove(path);
  return own;
}

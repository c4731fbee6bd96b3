// Creating, duplicating and deleting landings from the Studio. A new landing is the same scaffold as
// `npm run new:landing`; a delete is refused while the checker, run on the content without the landing, finds
// other files that would break (links to its path, a translation left without its source).
import { existsSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { checkContent, landingScaffold, serializeContent, type Problem } from "@storyfront/content-model";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { localeRegistry, slugSchema } from "@storyfront/schemas";
import { contentRoot } from "@/page-data/content/load-content";
import { readContentFile } from "./content-files";

export class LandingActionError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

function newFile(slug: string, root: string): string {
  if (!slugSchema.safeParse(slug).success)
    throw new LandingActionError("name the page with lower-case words joined by hyphens, e.g. pet-care");
  const file = `landings/${slug}.json`;
  if (existsSync(join(root, file))) throw new LandingActionError(`${file} exists already: pick another name`);
  return file;
}

/** A new landing at /solutions/<slug> from the scaffold; returns its file. */
export function createLanding(slug: string, root = contentRoot()): string {
  const file = newFile(slug, root);
  writeFileSync(join(root, file), serializeContent(file, landingScaffold(slug)));
  return file;
}

/** A copy of a landing (its English source) under a new slug at /solutions/<slug>; returns its file. */
export function duplicateLanding(from: string, slug: string, root = contentRoot()): string {
  const source = readContentFile(from.replace(/\.[a-z]{2}\.json$/, ".json"), root);
  if (!source) throw new LandingActionError(`${from} is not a landing the Studio edits`);
  const file = newFile(slug, root);
  const data = JSON.parse(source.text) as Record<string, unknown>;
  writeFileSync(join(root, file), serializeContent(file, { ...data, slug, path: `/solutions/${slug}` }));
  return file;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The page a landing or catalogue file is served at, to name it as a marketer knows it. */
function pageOf(file: { path: string; text: string }): string | undefined {
  if (!/^(?:landings|solutions)\/[^/]+\.json$/.test(file.path)) return undefined;
  try {
    const data = JSON.parse(file.text) as { path?: unknown; slug?: unknown };
    if (typeof data.path === "string") return data.path;
    return file.path.startsWith("solutions/") && typeof data.slug === "string" ? `/${data.slug}` : undefined;
  } catch {
    return undefined;
  }
}

/** Files that link to a route path (in JSON strings or Markdown links, with or without a locale prefix). */
function linksTo(path: string, files: readonly { path: string; text: string }[]): Problem[] {
  const route = path === "/" ? "" : escape(path);
  const prefixes = localeRegistry.translations.join("|");
  const link = new RegExp(`["(](?:/(?:${prefixes}))?${route || "/"}/?(?:[?#][^"')]*)?["')]`);
  return files.flatMap((file) => {
    const index = file.text.search(link);
    if (index < 0) return [];
    const line = file.text.slice(0, index).split("\n").length;
    const page = pageOf(file);
    const message = `${page ? `the page ${page}` : file.path} links to ${path}`;
    return [{ severity: "error" as const, file: file.path, line, column: 1, path: "", message, fix: "link elsewhere first" }];
  });
}

/** A translation of a landing or catalogue entry with its source's structure and text, to be translated field by field. */
export function translateFile(from: string, locale: string, root = contentRoot()): string {
  if (!localeRegistry.translations.some((code) => code === locale)) throw new LandingActionError(`${locale} is not a language of the site`);
  const sourceFile = from.replace(/\.[a-z]{2}\.json$/, ".json");
  const source = readContentFile(sourceFile, root);
  if (!source) throw new LandingActionError(`${from} is not a file the Studio edits`);
  const file = sourceFile.replace(/\.json$/, `.${locale}.json`);
  if (existsSync(join(root, file))) throw new LandingActionError(`${file} exists already`);
  writeFileSync(join(root, file), serializeContent(file, JSON.parse(source.text)));
  return file;
}

/** Deletes a landing and its translations, unless other content files would break without them. */
export function deleteLanding(file: string, root = contentRoot()): string[] {
  const id = /^landings\/([a-z0-9-]+)(?:\.[a-z]{2})?\.json$/.exec(file)?.[1];
  if (!id) throw new LandingActionError(`${file} is not a landing the Studio edits`);
  const own = readdirSync(join(root, "landings"))
    .filter((name) => new RegExp(`^${id}(\\.[a-z]{2})?\\.json$`).test(name))
    .map((name) => `landings/${name}`);
  const { files, mediaPaths } = readContentFolder(root);
  const isOwn = (path: string) => own.includes(path);
  const path = (JSON.parse(readContentFile(`landings/${id}.json`, root)?.text ?? "{}") as { path?: unknown }).path;
  // Every page links home through its logo (in the site's code, which the scan below does not read).
  if (path === "/") throw new LandingActionError("this is the home page: every page links to it, so it cannot be deleted");
  if (typeof path === "string") {
    const linking = linksTo(
      path,
      files.filter((entry) => !isOwn(entry.path)),
    );
    if (linking.length > 0) {
      const names = linking.map((problem) => problem.file).join(", ");
      throw new LandingActionError(`other pages link to ${path} (${names}): change their links first`, linking);
    }
  }
  const before = new Set(checkContent(files, mediaPaths).problems.map((problem) => `${problem.file}|${problem.path}|${problem.message}`));
  const after = checkContent(
    files.filter((entry) => !isOwn(entry.path)),
    mediaPaths,
  ).problems;
  const broken = after.filter((problem) => !before.has(`${problem.file}|${problem.path}|${problem.message}`));
  if (broken.length > 0) throw new LandingActionError(`other pages use ${file}: change them first`, broken);
  for (const path of own) rmSync(join(root, path));
  return own;
}

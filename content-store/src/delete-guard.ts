// Whether a document may go: refused while other content files link to a page it serves, or while the checker,
// run on the content without its files, finds problems in other files that it did not find before (a review a
// landing's block names, a translation left without its source). The refusal names those files and their pages.
import { checkContent, type Problem } from "@storyfront/content-model";
import { localeRegistry } from "@storyfront/schemas";
import type { ContentSource } from "./content-source";
import { StudioActionError } from "./studio-action-error";

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

const names = (problems: readonly Problem[]) => [...new Set(problems.map((problem) => problem.file))].join(", ");

/** Throws a StudioActionError naming what still uses `own` (the document's files) or links to its pages. */
export function refuseIfUsed(own: readonly string[], pagePaths: readonly string[], label: string, source: ContentSource): void {
  const { files, mediaPaths } = source.readAll();
  const others = files.filter((entry) => !own.includes(entry.path));
  for (const path of pagePaths) {
    const linking = linksTo(path, others);
    if (linking.length > 0)
      throw new StudioActionError(`other pages link to ${path} (${names(linking)}): change their links first`, linking);
  }
  const key = (problem: Problem) => `${problem.file}|${problem.path}|${problem.message}`;
  const before = new Set(checkContent(files, mediaPaths).problems.map(key));
  const broken = checkContent(others, mediaPaths).problems.filter((problem) => !before.has(key(problem)));
  if (broken.length > 0) throw new StudioActionError(`other pages use ${label} (${names(broken)}): change them first`, broken);
}

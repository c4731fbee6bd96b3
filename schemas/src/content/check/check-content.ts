// Checks the whole content folder at once and returns every problem, plus the parsed content when usable.
import { collections, collectionNames, nonCollectionFolders, schemaRefFor, type CollectionName } from "../collections";
import { emptyContentIndex, type ContentIndex, type LocalizedEntry } from "../content-index";
import { locales, type Locale } from "../primitives";
import { formatPath, type Problem } from "./problem";
import { referencesOf } from "./references";
import { missingRoute, type RouteSlugs } from "./routes";
import { variantLinkProblems } from "./variant-links";
import { inlineLinks, linkKeys, walkStrings } from "./walk-strings";
import { issueToProblem } from "./zod-issues";

export interface ContentFile {
  /** Path relative to the content folder with forward slashes, e.g. landings/home.fr.json */
  path: string;
  text: string;
}

interface ParsedFile {
  collection: CollectionName;
  file: string;
  /** File name without locale and extension: home for home.fr.json */
  id: string;
  locale: Locale;
  data: Record<string, unknown>;
}

const collectionByFolder = new Map(collectionNames.map((name) => [collections[name].folder, name]));
const fileNamePattern = new RegExp(`^([a-z0-9]+(?:-[a-z0-9]+)*)(?:\\.(${locales.join("|")}))?\\.json$`);

function parseFile(input: ContentFile, problems: Problem[]): ParsedFile | undefined {
  const [folder = "", name = "", ...deeper] = input.path.split("/");
  if (!name || nonCollectionFolders.includes(folder)) return undefined;
  const collection = collectionByFolder.get(folder);
  if (!collection) {
    problems.push({ file: input.path, path: "", message: `"${folder}" is not a content collection`, fix: `move the file into one of: ${[...collectionByFolder.keys()].join(", ")}` });
    return undefined;
  }
  if (deeper.length > 0) {
    problems.push({ file: input.path, path: "", message: "content files sit directly in their collection folder", fix: `move it to ${folder}/${deeper.at(-1) ?? name}` });
    return undefined;
  }
  const nameMatch = fileNamePattern.exec(name);
  if (!nameMatch) {
    problems.push({ file: input.path, path: "", message: "the file name is not <slug>.json or <slug>.<locale>.json", fix: `rename it, e.g. ${folder}/my-page.json or ${folder}/my-page.fr.json (locales: ${locales.join(", ")})` });
    return undefined;
  }
  const [, id = "", locale = "en"] = nameMatch;
  if (nameMatch[2] === "en") {
    problems.push({ file: input.path, path: "", message: "English is the source language and has no locale suffix", fix: `rename it to ${folder}/${id}.json` });
    return undefined;
  }
  let data: unknown;
  try {
    data = JSON.parse(input.text);
  } catch (error) {
    problems.push({ file: input.path, path: "", message: `not valid JSON: ${(error as Error).message}`, fix: "fix the syntax (a missing comma or quote, or a trailing comma)" });
    return undefined;
  }
  if (data === null || typeof data !== "object" || Array.isArray(data)) {
    problems.push({ file: input.path, path: "", message: "a content file holds one JSON object", fix: "wrap the content in { }" });
    return undefined;
  }
  return { collection, file: input.path, id, locale: locale as Locale, data: data as Record<string, unknown> };
}

function validateSchema(parsed: ParsedFile, sourceFile: string | undefined, problems: Problem[]): unknown {
  const { collection, file, data } = parsed;
  const expectedRef = schemaRefFor(collection);
  if (data.$schema !== expectedRef) {
    problems.push({ file, path: "$schema", message: data.$schema === undefined ? "the file does not name its JSON Schema" : `the file names the wrong JSON Schema ${JSON.stringify(data.$schema)}`, fix: `set "$schema": "${expectedRef}" so editors complete and check it` });
  }
  const result = collections[collection].schema.safeParse(data);
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    if (issue.path[0] === "$schema") continue;
    problems.push(issueToProblem(issue, file, data, sourceFile));
  }
  return undefined;
}

function keyOf(parsed: ParsedFile, value: Record<string, unknown>): string {
  return collections[parsed.collection].singleton ?? String(value.slug ?? parsed.id);
}

export function checkContent(files: readonly ContentFile[], mediaPaths: ReadonlySet<string>): { content: ContentIndex; problems: Problem[] } {
  const problems: Problem[] = [];
  const content = emptyContentIndex();
  const parsedFiles = files.flatMap((file) => parseFile(file, problems) ?? []);
  // Files named after their slug come first, so a duplicate slug is blamed on the copy, not the original.
  const sources = parsedFiles
    .filter((file) => file.locale === "en")
    .sort((a, b) => Number(a.data.slug !== a.id) - Number(b.data.slug !== b.id));
  const translations = parsedFiles.filter((file) => file.locale !== "en");
  // Per collection: file id -> key (slug), so a translation finds its source by file name.
  const keyByFileId = new Map<string, string>();
  const fileByKey = new Map<string, string>();

  for (const parsed of sources) {
    const { collection, file, id } = parsed;
    const singleton = collections[collection].singleton;
    if (singleton && id !== singleton) {
      problems.push({ file, path: "", message: `the ${collections[collection].folder} folder holds a single file`, fix: `name it ${collections[collection].folder}/${singleton}.json` });
      continue;
    }
    const value = validateSchema(parsed, undefined, problems) as Record<string, unknown> | undefined;
    const key = keyOf(parsed, value ?? parsed.data);
    keyByFileId.set(`${collection}/${id}`, key);
    const other = fileByKey.get(`${collection}/${key}`);
    if (other) {
      problems.push({ file, path: "slug", message: `the slug "${key}" is also used by ${other}`, fix: "give every entry its own slug and name the file after it" });
      continue;
    }
    fileByKey.set(`${collection}/${key}`, file);
    if (value) (content[collection] as Map<string, LocalizedEntry<unknown>>).set(key, { source: value, files: { en: file }, translations: {} });
  }

  for (const parsed of translations) {
    const { collection, file, id, locale } = parsed;
    const sourceKey = keyByFileId.get(`${collection}/${id}`);
    const sourceFile = `${collections[collection].folder}/${id}.json`;
    if (sourceKey === undefined) {
      problems.push({ file, path: "", message: `a translation without an English source (${sourceFile} does not exist)`, fix: `add ${sourceFile} or rename this file after an existing source` });
      continue;
    }
    const value = validateSchema(parsed, sourceFile, problems) as Record<string, unknown> | undefined;
    if (!value) continue;
    if (!collections[collection].singleton && value.slug !== sourceKey) {
      problems.push({ file, path: "slug", message: `the translation's slug "${String(value.slug)}" differs from the source's "${sourceKey}"`, fix: `set "slug": "${sourceKey}" (translate texts, not slugs)` });
      continue;
    }
    const entry = (content[collection] as Map<string, LocalizedEntry<unknown>>).get(sourceKey);
    if (entry) {
      entry.files[locale] = file;
      entry.translations[locale] = value;
    }
  }

  checkLandingPaths(content, problems);
  const slugs: RouteSlugs = {
    solutions: new Set([...content.solutions.keys(), ...[...content.landings.values()].flatMap((entry) => entry.source.path.match(/^\/solutions\/(.+)$/)?.[1] ?? [])]),
    caseStudies: new Set(content.caseStudies.keys()),
    whitePapers: new Set(content.whitePapers.keys()),
  };
  for (const parsed of parsedFiles) {
    checkSecondButton(parsed, problems);
    checkLinksAndReferences(parsed, content, slugs, mediaPaths, problems);
  }
  return { content, problems };
}

function checkLandingPaths(content: ContentIndex, problems: Problem[]): void {
  const fileByPath = new Map<string, string>();
  for (const entry of content.landings.values()) {
    const file = entry.files.en ?? "";
    const other = fileByPath.get(entry.source.path);
    const solutionSlug = /^\/solutions\/(.+)$/.exec(entry.source.path)?.[1];
    const entryFile = solutionSlug ? content.solutions.get(solutionSlug)?.files.en : undefined;
    if (other ?? entryFile) {
      problems.push({ file, path: "path", message: `the path ${entry.source.path} is also used by ${other ?? entryFile}`, fix: "give the landing its own slug and path" });
    }
    fileByPath.set(entry.source.path, file);
  }
}

/** The second features button needs both its label and its resource (spec: optional btn2 and btn2Resource). */
function checkSecondButton(parsed: ParsedFile, problems: Problem[]): void {
  if (parsed.collection !== "solutions") return;
  const features = parsed.data.features as { btn2?: unknown; btn2Resource?: unknown } | undefined;
  if (!features || (features.btn2 === undefined) === (features.btn2Resource === undefined)) return;
  const missing = features.btn2 === undefined ? "btn2" : "btn2Resource";
  problems.push({ file: parsed.file, path: `features.${missing}`, message: `the second button has ${missing === "btn2" ? "a resource but no label" : "a label but no resource"}, so it is not shown`, fix: `add "${missing}" or remove the other field` });
}

function checkLinksAndReferences(parsed: ParsedFile, content: ContentIndex, slugs: RouteSlugs, mediaPaths: ReadonlySet<string>, problems: Problem[]): void {
  const { file, data, collection } = parsed;
  for (const reference of referencesOf(collection, data)) {
    const target = collections[reference.target];
    if (content[reference.target].has(reference.slug) || typeof reference.slug !== "string") continue;
    const examples = [...content[reference.target].keys()].slice(0, 3);
    problems.push({
      file,
      path: formatPath(reference.path),
      message: `${target.noun} "${reference.slug}" does not exist`,
      fix: `add content/${target.folder}/${reference.slug}.json${examples.length ? ` or use an existing slug, e.g. ${examples.join(", ")}` : ""}`,
    });
  }
  problems.push(...variantLinkProblems(parsed));
  walkStrings(data, (text, path, key) => {
    const hrefs = typeof key === "string" && linkKeys.has(key) ? [text] : inlineLinks(text);
    const media = text.startsWith("/media/") && key !== "$schema" ? [text] : hrefs.filter((href) => href.startsWith("/media/"));
    for (const mediaPath of media) {
      if (!mediaPaths.has(mediaPath.split(/[?#]/)[0] ?? "")) {
        problems.push({ file, path: formatPath(path), message: `the file ${mediaPath} does not exist`, fix: `add content${mediaPath} or correct the path` });
      }
    }
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("/media/")) continue;
      const reason = missingRoute(href, slugs);
      if (reason) problems.push({ file, path: formatPath(path), message: `the link ${href} leads nowhere: ${reason}`, fix: "link to an existing route, e.g. /sales, /pricing or /case-studies" });
    }
  });
}

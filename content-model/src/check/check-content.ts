// Checks the whole content folder at once and returns every problem, plus the parsed content when usable.
// A file with errors still counts as existing, so it reports only its own problems: no cascade into the
// files that reference it.
import { collections, defaultLocale, schemaRefFor, type CollectionName } from "@storyfront/schemas";
import { emptyContentIndex, type ContentIndex, type LocalizedEntry } from "../content-index";
import { keepOnly, readFileCached, startCheckRun, validateCached } from "./file-cache";
import { linkFindings, stringFindings } from "./links";
import { checkMediaEntries, emptyAltDrafts } from "./media-entries";
import { mdxBodyFields } from "./mdx-fields";
import { placeholderDrafts } from "./placeholders";
import { closestFirst, didYouMean } from "./nearest";
import { byPlace, formatPath, type Problem, type ProblemDraft, type Severity } from "./problem";
import { readFile, type ContentFile, type ReadFile } from "./read-file";
import { linkFieldsOf, referencesOf } from "./references";
import { reviewIndustryMismatches } from "./review-industries";
import { apiClashes, type ApiLandingRef } from "./api-clashes";
import { readRichTexts, resolveRichTexts, richTextFileProblems } from "./rich-text";
import { routeSlugs, type RouteSlugs } from "./routes";
import { structureDrift } from "./translation-drift";
import { translatedAddress, unservedTranslation } from "./unserved-translation";
import { variantLinkProblems } from "./variant-links";
import { walkStrings } from "./walk-strings";
import { issuesToProblems } from "./zod-issues";

export type { ContentFile } from "./read-file";
export type { ApiLandingRef } from "./api-clashes";

export interface ContentCheck {
  content: ContentIndex;
  /** Errors: the content must not be built or served with any. */
  problems: Problem[];
  /** Warnings (translation drift): printed, failing only with --strict. */
  warnings: Problem[];
}

type Readable = ReadFile & { data: Record<string, unknown> };

function place(read: ReadFile, draft: ProblemDraft, severity: Severity = "error", relatedFile?: string): Problem {
  const problem: Problem = {
    severity,
    file: read.file,
    ...read.locate(draft.path, draft.key),
    path: formatPath(draft.path),
    message: draft.message,
    fix: draft.fix,
  };
  return relatedFile ? { ...problem, relatedFile } : problem;
}

function validateSchema(read: Readable, sourceFile: string | undefined, problems: Problem[]): Record<string, unknown> | undefined {
  const { collection, data } = read;
  const expectedRef = schemaRefFor(collection);
  // MDX front matter has no editor schema to name; JSON files name theirs for completion.
  const input = read.format === "mdx" ? { $schema: expectedRef, ...data } : data;
  if (read.format === "json" && data.$schema !== expectedRef) {
    problems.push(
      place(read, {
        path: ["$schema"],
        message:
          data.$schema === undefined
            ? "the file does not name its JSON Schema"
            : `the file names the wrong JSON Schema ${JSON.stringify(data.$schema)}`,
        fix: `set "$schema": "${expectedRef}" so editors complete and check it`,
      }),
    );
  }
  const result = collections[collection].schema.safeParse(input);
  if (result.success)
    return read.findings.some((finding) => finding.severity !== "warning") ? undefined : (result.data as Record<string, unknown>);
  const issues = result.error.issues.filter((issue) => {
    if (issue.path[0] === "$schema") return false;
    return !(read.bodyReported && issue.path[0] !== undefined && read.findings.some((finding) => finding.path[0] === issue.path[0]));
  });
  for (const draft of issuesToProblems(issues, input, collections[collection].schema, sourceFile)) problems.push(place(read, draft));
  return undefined;
}

function keyOf(read: ReadFile, value: Record<string, unknown> | undefined): string {
  const slug = value?.slug;
  return collections[read.collection].singleton ?? (typeof slug === "string" ? slug : read.id);
}

export interface CheckOptions {
  /** The API's landing pages (type 9): a content file with the same slug wins, and a warning says so. */
  apiLandings?: readonly ApiLandingRef[];
  /** validate --strict: texts the scaffold left to replace are errors, not warnings. */
  strict?: boolean;
}

export function checkContent(files: readonly ContentFile[], mediaPaths: ReadonlySet<string>, options: CheckOptions = {}): ContentCheck {
  const problems: Problem[] = [];
  const warnings: Problem[] = [];
  const content = emptyContentIndex();
  startCheckRun();
  keepOnly(new Set(files.map((file) => file.path)));
  content.media = checkMediaEntries(files, mediaPaths, problems);
  const readFiles = files.flatMap((file) => readFileCached(file, problems, readFile) ?? []);
  const richTexts = readRichTexts(files, problems);
  for (const { file, text } of richTexts.values()) content.richTexts.set(file, text);
  const usedRichTexts = new Set<string>();
  for (const read of readFiles) {
    for (const finding of read.findings) {
      const severity = finding.severity ?? "error";
      (severity === "error" ? problems : warnings).push({
        severity,
        file: read.file,
        line: finding.line,
        column: finding.column,
        path: formatPath(finding.path),
        message: finding.message,
        fix: finding.fix,
      });
    }
  }
  // Files named after their slug come first, so a duplicate slug is blamed on the copy, not the original.
  const sources = readFiles
    .filter((read) => read.locale === defaultLocale)
    .sort((a, b) => Number(keyOf(a, a.data) !== a.id) - Number(keyOf(b, b.data) !== b.id));
  const translations = readFiles.filter((read) => read.locale !== defaultLocale);
  // Per collection: file id -> key (slug) and source file, so a translation finds its source by file name.
  const sourceByFileId = new Map<string, { key: string; read: ReadFile; valid: boolean }>();
  const fileByKey = new Map<string, string>();
  // Every slug a file claims, valid or not: references to it are not reported again.
  const known = new Map<CollectionName, Set<string>>(Object.keys(collections).map((name) => [name as CollectionName, new Set<string>()]));

  for (const read of sources) {
    const { collection, file, id } = read;
    const singleton = collections[collection].singleton;
    const folder = collections[collection].folder;
    if (singleton && id !== singleton) {
      problems.push(
        place(read, { path: [], message: `the ${folder} folder holds a single file`, fix: `name it ${folder}/${singleton}.json` }),
      );
      continue;
    }
    const value = read.data && validateCached(read, undefined, problems, (own) => validateSchema(read as Readable, undefined, own));
    if (collection === "landings" && read.data)
      for (const draft of resolveRichTexts(read.data, richTexts, usedRichTexts)) problems.push(place(read, draft));
    const key = keyOf(read, value ?? read.data);
    known.get(collection)?.add(key).add(id);
    const other = fileByKey.get(`${collection}/${key}`);
    if (other) {
      const sameName = other.replace(/\.(json|mdx)$/, "") === file.replace(/\.(json|mdx)$/, "");
      problems.push(
        place(
          read,
          sameName
            ? { path: [], message: `${other} holds the same entry`, fix: "keep one of the two files (JSON or MDX) and delete the other" }
            : {
                path: ["slug"],
                message: `the slug "${key}" is also used by ${other}`,
                fix: "give every entry its own slug and name the file after it",
              },
        ),
      );
      continue;
    }
    sourceByFileId.set(`${collection}/${id}`, { key, read, valid: value !== undefined });
    fileByKey.set(`${collection}/${key}`, file);
    if (value)
      (content[collection] as Map<string, LocalizedEntry<unknown>>).set(key, { source: value, files: { en: file }, translations: {} });
  }

  for (const read of translations) {
    const { collection, file, id, locale } = read;
    const source = sourceByFileId.get(`${collection}/${id}`);
    const sourceFile = source?.read.file ?? `${collections[collection].folder}/${id}.json`;
    if (!source) {
      problems.push(
        place(read, {
          path: [],
          message: `a translation without an English source (${sourceFile} does not exist)`,
          fix: `add ${sourceFile} or rename this file after an existing source`,
        }),
      );
      continue;
    }
    if (!read.data) continue;
    // A source with errors is reported once, in its own file: its translations are not compared with it.
    const drift = source.valid && source.read.data ? structureDrift(collection, source.read.data, read.data, read.locale) : undefined;
    if (drift)
      warnings.push(
        place(
          read,
          {
            path: drift.path,
            message: `the translation ${drift.message}, unlike ${sourceFile}`,
            fix: `give it the same structure as ${sourceFile} (translate texts, keep blocks and their order)`,
          },
          "warning",
          sourceFile,
        ),
      );
    const value = validateCached(read, sourceFile, problems, (own) => validateSchema(read as Readable, sourceFile, own));
    if (collection === "landings")
      for (const draft of resolveRichTexts(read.data, richTexts, usedRichTexts)) problems.push(place(read, draft));
    if (!value) continue;
    if (!collections[collection].singleton && value.slug !== source.key) {
      problems.push(
        place(read, {
          path: ["slug"],
          message: `the translation's slug "${String(value.slug)}" differs from the source's "${source.key}"`,
          fix: `set "slug": "${source.key}" (translate texts, not slugs)`,
        }),
      );
      continue;
    }
    const unserved = unservedTranslation(file, translatedAddress(collection, source.key, source.read.data), locale);
    if (unserved) {
      problems.push(place(read, unserved));
      continue;
    }
    const entry = (content[collection] as Map<string, LocalizedEntry<unknown>>).get(source.key);
    if (entry) {
      entry.files[locale] = file;
      entry.translations[locale] = value;
    }
  }

  const landingSources = sources.filter((read) => read.collection === "landings");
  checkLandingPaths(content, landingSources, problems);
  const landingPaths = landingSources.map((read) => read.data?.path).filter((path): path is string => typeof path === "string");
  const slugs = routeSlugs((collection) => known.get(collection) ?? [], landingPaths);
  for (const read of readFiles) {
    if (!read.data) continue;
    checkSecondButton(read as Readable, problems);
    for (const draft of placeholderDrafts(read.data)) {
      const severity = options.strict ? "error" : "warning";
      (severity === "error" ? problems : warnings).push(place(read, draft, severity));
    }
    checkLinksAndReferences(read as Readable, known, slugs, mediaPaths, problems);
    for (const draft of emptyAltDrafts(read.data, content.media)) warnings.push(place(read, draft, "warning"));
  }
  richTextFileProblems(richTexts, usedRichTexts, problems, warnings);
  for (const mismatch of reviewIndustryMismatches(sources)) warnings.push(place(mismatch.read, mismatch.draft, "warning"));
  if (options.apiLandings)
    for (const clash of apiClashes(sources, options.apiLandings)) warnings.push(place(clash.read, clash.draft, "warning"));
  for (const { file, links } of richTexts.values()) {
    for (const link of links)
      for (const finding of linkFindings(link.href, slugs, mediaPaths))
        problems.push({
          severity: "error",
          file,
          line: link.line,
          column: link.column,
          path: "",
          message: finding.message,
          fix: finding.fix,
        });
  }
  return { content, problems: problems.sort(byPlace), warnings: warnings.sort(byPlace) };
}

function checkLandingPaths(content: ContentIndex, landings: readonly ReadFile[], problems: Problem[]): void {
  const fileByPath = new Map<string, string>();
  const readByFile = new Map(landings.map((read) => [read.file, read]));
  for (const entry of content.landings.values()) {
    const file = entry.files.en ?? "";
    const read = readByFile.get(file);
    const other = fileByPath.get(entry.source.path);
    const solutionSlug = /^\/solutions\/(.+)$/.exec(entry.source.path)?.[1];
    const entryFile = solutionSlug ? content.solutions.get(solutionSlug)?.files.en : undefined;
    if (read && (other ?? entryFile)) {
      problems.push(
        place(read, {
          path: ["path"],
          message: `the path ${entry.source.path} is also used by ${other ?? entryFile}`,
          fix: "give the landing its own slug and path",
        }),
      );
    }
    fileByPath.set(entry.source.path, file);
  }
}

/** The second features button needs both its label and its resource (spec: optional btn2 and btn2Resource). */
function checkSecondButton(read: Readable, problems: Problem[]): void {
  if (read.collection !== "solutions") return;
  const features = read.data.features as { btn2?: unknown; btn2Resource?: unknown } | undefined;
  if (!features || (features.btn2 === undefined) === (features.btn2Resource === undefined)) return;
  const missing = features.btn2 === undefined ? "btn2" : "btn2Resource";
  const present = missing === "btn2" ? "btn2Resource" : "btn2";
  problems.push(
    place(read, {
      path: ["features", missing],
      key: present,
      message: `the second button has ${missing === "btn2" ? "a resource but no label" : "a label but no resource"}, so it is not shown`,
      fix: `add "${missing}" or remove the other field`,
    }),
  );
}

function checkLinksAndReferences(
  read: Readable,
  known: ReadonlyMap<CollectionName, ReadonlySet<string>>,
  slugs: RouteSlugs,
  mediaPaths: ReadonlySet<string>,
  problems: Problem[],
): void {
  const { data, collection } = read;
  for (const reference of referencesOf(collection, data)) {
    if (known.get(reference.target)?.has(reference.slug)) continue;
    const target = collections[reference.target];
    const existing = known.get(reference.target) ?? [];
    const meant = didYouMean(reference.slug, existing);
    const examples = closestFirst(reference.slug, existing);
    problems.push(
      place(
        read,
        meant
          ? {
              path: reference.path,
              message: `${target.noun} "${reference.slug}" does not exist — did you mean "${meant}"?`,
              fix: `write "${meant}", or add content/${target.folder}/${reference.slug}.json`,
            }
          : {
              path: reference.path,
              message: `${target.noun} "${reference.slug}" does not exist`,
              fix:
                `add content/${target.folder}/${reference.slug}.json` +
                (examples.length ? ` or use an existing slug, e.g. ${examples.join(", ")}` : ""),
            },
      ),
    );
  }
  for (const draft of variantLinkProblems(read)) problems.push(place(read, draft));
  // An MDX body's links are checked where they are written (their own line), not as one long string.
  const bodyField = read.format === "mdx" ? mdxBodyFields[collection] : undefined;
  const linkFields = linkFieldsOf(collection, data);
  walkStrings(data, (text, path, key) => {
    if (bodyField !== undefined && path[0] === bodyField) return;
    const field = { key, isLink: linkFields.has(formatPath(path)) };
    for (const finding of stringFindings(text, field, slugs, mediaPaths)) problems.push(place(read, { path, ...finding }));
  });
  for (const link of read.bodyLinks) {
    for (const finding of linkFindings(link.href, slugs, mediaPaths)) {
      problems.push({
        severity: "error",
        file: read.file,
        line: link.line,
        column: link.column,
        path: String(bodyField),
        message: finding.message,
        fix: finding.fix,
      });
    }
  }
}

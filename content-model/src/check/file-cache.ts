// Reading a file (JSON or YAML and MDX parsing) and checking it against its schema is most of a check's work,
// and depends on the file's text alone. A check that runs again (next dev, on every save) reuses both for
// every file whose text did not change, so a save costs the changed file plus the cheap cross-file checks.
import type { Problem } from "./problem";
import type { ContentFile, ReadFile } from "./read-file";

interface SchemaResult {
  value: Record<string, unknown> | undefined;
  problems: Problem[];
}

interface CachedFile {
  text: string;
  read: ReadFile | undefined;
  problems: Problem[];
  /** By the translation's source file ("" for a source), which the schema's messages name. */
  schema: Map<string, SchemaResult>;
}

// On globalThis: next dev loads this module once per bundle (route handlers, pages); one cache serves all.
const store = globalThis as typeof globalThis & {
  storyfrontFileCache?: { files: Map<string, CachedFile>; stats: { parsed: number; reused: number } };
};
store.storyfrontFileCache ??= { files: new Map(), stats: { parsed: 0, reused: 0 } };
const cache = store.storyfrontFileCache.files;

/** How many files the last check read afresh: what the dev loop's timing reports. */
export const cacheStats = store.storyfrontFileCache.stats;

export function startCheckRun(): void {
  cacheStats.parsed = 0;
  cacheStats.reused = 0;
}

/** The file read (problems added to `problems`), from the cache while its text is the same. */
export function readFileCached(
  file: ContentFile,
  problems: Problem[],
  read: (file: ContentFile, problems: Problem[]) => ReadFile | undefined,
): ReadFile | undefined {
  let cached = cache.get(file.path);
  if (cached?.text === file.text) cacheStats.reused += 1;
  else {
    cacheStats.parsed += 1;
    const own: Problem[] = [];
    cached = { text: file.text, read: read(file, own), problems: own, schema: new Map() };
    cache.set(file.path, cached);
  }
  problems.push(...cached.problems);
  return cached.read;
}

/** The schema check of a read file, once per text and source file. */
export function validateCached(
  read: ReadFile,
  sourceFile: string | undefined,
  problems: Problem[],
  validate: (problems: Problem[]) => Record<string, unknown> | undefined,
): Record<string, unknown> | undefined {
  const cached = cache.get(read.file);
  const key = sourceFile ?? "";
  let result = cached?.read === read ? cached.schema.get(key) : undefined;
  if (!result) {
    const own: Problem[] = [];
    result = { value: validate(own), problems: own };
    if (cached?.read === read) cached.schema.set(key, result);
  }
  problems.push(...result.problems);
  return result.value;
}

/** Forgets files that are gone, so the cache never outgrows the content folder. */
export function keepOnly(paths: ReadonlySet<string>): void {
  for (const path of cache.keys()) if (!paths.has(path)) cache.delete(path);
}

/** Forgets everything: a full check from scratch (benchmarks measure both). */
export function clearFileCache(): void {
  cache.clear();
}

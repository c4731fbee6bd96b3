// The media library's sidecars (content/media/<picture>.json, schemas' media-entry.ts): each is valid, describes a
// picture that exists, and a picture used with an empty alt text while its entry says what it shows is pointed out.
import { mediaEntrySchema, pictureOfEntryFile, type MediaEntry } from "@storyfront/schemas";
import { issuesToProblems } from "./zod-issues";
import { jsonLocator, jsonSyntaxErrorAt } from "./json-locator";
import { formatPath, type Problem, type ProblemDraft } from "./problem";
import type { ContentFile } from "./read-file";

/** Library entries by /media/... path, for the resolver (focal points) and the Studio (alt texts). */
export type MediaLibrary = Map<string, MediaEntry>;

export const isMediaEntryFile = (path: string) => pictureOfEntryFile(path) !== undefined;

export function checkMediaEntries(files: readonly ContentFile[], mediaPaths: ReadonlySet<string>, problems: Problem[]): MediaLibrary {
  const library: MediaLibrary = new Map();
  for (const { path: file, text } of files) {
    const picture = pictureOfEntryFile(file);
    if (!picture) continue;
    const at = (draft: ProblemDraft): Problem => ({
      severity: "error",
      file,
      ...jsonLocator(text)(draft.path, draft.key),
      path: formatPath(draft.path),
      message: draft.message,
      fix: draft.fix,
    });
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      problems.push({ ...at({ path: [], message: "not valid JSON", fix: "fix the JSON syntax" }), ...jsonSyntaxErrorAt(text) });
      continue;
    }
    if (!mediaPaths.has(`/${picture}`)) {
      problems.push(
        at({
          path: [],
          message: `there is no picture ${picture} for this library entry`,
          fix: `add content/${picture}, or delete content/${file}`,
        }),
      );
      continue;
    }
    const parsed = mediaEntrySchema.safeParse(data);
    if (!parsed.success) {
      problems.push(...issuesToProblems(parsed.error.issues, data, mediaEntrySchema).map(at));
      continue;
    }
    library.set(`/${picture}`, parsed.data);
  }
  return library;
}

/**
 * Pictures used with an empty alt text (as decorative) whose library entry says what they show: a warning on the
 * content file's field, with the entry's text as the fix. Images are found by shape ({ src, alt }) at any depth.
 */
export function emptyAltDrafts(data: unknown, library: MediaLibrary): ProblemDraft[] {
  const drafts: ProblemDraft[] = [];
  const walk = (value: unknown, path: PropertyKey[]) => {
    if (Array.isArray(value)) return value.forEach((item, index) => walk(item, [...path, index]));
    if (!value || typeof value !== "object") return;
    const record = value as Record<string, unknown>;
    const entry = typeof record.src === "string" && record.alt === "" ? library.get(record.src) : undefined;
    if (entry && !entry.decorative)
      drafts.push({
        path: [...path, "alt"],
        message: `${record.src} is used without alt text, but the media library says it shows "${entry.alt}"`,
        fix: `write an alt text for this use, e.g. "${entry.alt}" (or mark the picture decorative in content${record.src}.json)`,
      });
    for (const [key, item] of Object.entries(record)) walk(item, [...path, key]);
  };
  walk(data, []);
  return drafts;
}

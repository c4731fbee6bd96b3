// What a new block starts with when its type has fixtures (the renderer's examples of every block): their texts,
// links, numbers and pictures, so a block dragged onto a page reads as a block and the checker has nothing to say,
// instead of a row of empty fields each named as an error. Computed on the server (the fixtures stay out of the
// editor's bundle); each field keeps its example as an editor value, which empty-value.ts starts the block with.
// A fixture value the content form does not share (a resolved reference where the file names a slug), or a file under
// /media/ this content does not have, is left out; each field takes the first fixture of the type that has one.
import type { StudioField } from "./schema-fields";

type Json = Record<string, unknown>;
/** Whether the content has a file at this /media/… path (every path counts when not said). */
export type MediaExists = (path: string) => boolean;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);

/** The field's editor value for `sample`, or undefined when the sample does not fit the field. */
function exampleOf(field: StudioField, sample: unknown, exists: MediaExists): unknown {
  switch (field.kind) {
    case "text":
    case "link":
    case "media":
      if (typeof sample !== "string" || (field.kind === "media" && !sample.startsWith("/media/"))) return undefined;
      return !sample.startsWith("/media/") || exists(sample) ? sample : undefined;
    case "number":
      return typeof sample === "number" ? String(sample) : undefined;
    case "choice":
      return typeof sample === "string" && field.options.includes(sample) ? sample : undefined;
    case "boolean":
      return typeof sample === "boolean" ? sample : undefined;
    case "object": {
      if (!isObject(sample)) return undefined;
      const fields = withExamples(field.fields, [sample], exists);
      const value = Object.fromEntries(
        Object.entries(fields).flatMap(([key, inner]) => (inner.example === undefined ? [] : [[key, inner.example]])),
      );
      // An object is an example only when every field it needs has one.
      const complete = Object.entries(fields).every(([, inner]) => inner.optional || inner.example !== undefined);
      return complete && Object.keys(value).length > 0 ? value : undefined;
    }
    case "list": {
      if (!Array.isArray(sample) || sample.length === 0) return undefined;
      const items = sample.map((item) => exampleOf({ ...field.item, optional: false }, item, exists));
      if (items.some((item) => item === undefined)) return undefined;
      return items.map((item) => (field.wrapped ? { value: item } : item));
    }
    default:
      return undefined;
  }
}

/** The fields with each one's example from the first of `samples` (the block's fixtures) where one fits. */
export function withExamples(fields: Record<string, StudioField>, samples: readonly Json[], exists: MediaExists = () => true) {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      const example = samples.map((sample) => exampleOf(field, sample[key], exists)).find((found) => found !== undefined);
      return [key, example === undefined ? field : { ...field, example }];
    }),
  );
}

// What changed inside a content file, as a reviewer reads it: each text or value that differs between two versions of
// a JSON file, by its field path ("blocks[0].subtitle"), with the old and the new value. The changes page and
// preview:changes show them as old → new under the page they change, so nobody hunts for the difference.

export interface FieldChange {
  /** "blocks[0].subtitle", "seo.title", "items[2]" */
  field: string;
  /** The value before, as text (absent when the field was added). */
  before?: string;
  /** The value after, as text (absent when the field was removed). */
  after?: string;
}

/** A file with more changed fields than this lists the first ones and says how many more (a reordered list moves all). */
export const maxFieldChanges = 25;

/** Every leaf of a JSON value by its path; strings as they are, other values as JSON. */
function leaves(value: unknown, path: string, into: Map<string, string>): Map<string, string> {
  if (Array.isArray(value)) value.forEach((item, index) => leaves(item, `${path}[${index}]`, into));
  else if (value !== null && typeof value === "object")
    for (const [key, child] of Object.entries(value)) {
      if (key !== "$schema") leaves(child, path ? `${path}.${key}` : key, into);
    }
  else into.set(path, typeof value === "string" ? value : JSON.stringify(value));
  return into;
}

/**
 * The fields that differ between two JSON texts, in the file's order (the new side's first, then removed ones), with
 * `more` counting those past the cap; undefined when either side is not JSON.
 */
export function changedFields(before: string, after: string): { fields: FieldChange[]; more: number } | undefined {
  let was: Map<string, string>;
  let is: Map<string, string>;
  try {
    was = leaves(JSON.parse(before), "", new Map());
    is = leaves(JSON.parse(after), "", new Map());
  } catch {
    return undefined;
  }
  const fields: FieldChange[] = [];
  for (const [field, value] of is) {
    const old = was.get(field);
    if (old !== value) fields.push({ field, ...(old === undefined ? {} : { before: old }), after: value });
  }
  for (const [field, old] of was) if (!is.has(field)) fields.push({ field, before: old });
  return { fields: fields.slice(0, maxFieldChanges), more: Math.max(0, fields.length - maxFieldChanges) };
}

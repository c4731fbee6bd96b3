// The examples fixtures cannot give: a reference names an entry of this site's own libraries (badges, case
// studies, guides), which the renderer's fixtures show resolved, never by slug. So a new awards, successes or
// inspiration-guide block starts with the first entries the pickers offer, and is valid the moment it is added;
// the marketer swaps them for the right ones in the picker.
import type { FieldSet } from "./block-fields";
import type { StudioField } from "./schema-fields";

/** How many entries a new list of references starts with: a block that looks like itself, not a wall of cards. */
const listLength = 3;

type Pickers = Record<string, { slug: string }[]>;

function libraryExample(field: StudioField, pickers: Pickers): unknown {
  if (field.example !== undefined || field.optional) return undefined;
  if (field.kind === "reference") return pickers[field.target]?.[0]?.slug;
  if (field.kind !== "list" || field.item.kind !== "reference") return undefined;
  const slugs = (pickers[field.item.target] ?? []).map((entry) => entry.slug);
  const length = Math.min(slugs.length, Math.max(field.min ?? 1, Math.min(listLength, field.max ?? listLength)));
  if (length === 0 || length < (field.min ?? 0)) return undefined;
  return slugs.slice(0, length).map((slug) => (field.wrapped ? { value: slug } : slug));
}

/** The block's fields with an example for each required reference still without one, from the library's entries. */
export function withLibraryExamples(fields: FieldSet, pickers: Pickers): FieldSet {
  return Object.fromEntries(
    Object.entries(fields).map(([key, field]) => {
      const example = libraryExample(field, pickers);
      return [key, example === undefined ? field : { ...field, example }];
    }),
  );
}

// Compares a translation's texts with its source's, field by field (message keys are fields too).
import { formatPath } from "../check/problem";
import { linkKeys, walkStrings } from "../check/walk-strings";

function valueAt(data: unknown, path: readonly (string | number)[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === "object" ? (value as Record<string | number, unknown>)[key] : undefined),
    data,
  );
}

/** Fields that hold names, links and settings, not text a reader reads: never "the same as the source". */
const notText = new Set([
  ...linkKeys,
  "$schema",
  "slug",
  "path",
  "src",
  "type",
  "kind",
  "layout",
  "id",
  "color",
  "source",
  "mdxFile",
  "currency",
  "icon",
  "platform",
  "name",
  "customer",
  "updated",
  "published",
]);

/** Lists of slugs (entries shown by reference): a translation may show other ones, they are not its text. */
const referenceLists = new Set(["partners", "badges", "reviews", "stories", "partnerships", "successes"]);

/** Text fields of the source that the translation does not have (translated slugs and $schema aside). */
export function missingFields(source: unknown, translation: unknown): string[] {
  const missing: string[] = [];
  walkStrings(source, (_text, path) => {
    if (typeof path.at(-1) === "number" && referenceLists.has(String(path.at(-2)))) return;
    if (valueAt(translation, path) === undefined) missing.push(formatPath(path));
  });
  return missing;
}

type Landing = { blocks?: unknown } & Record<string, unknown>;
type BlockValue = { type?: unknown } & Record<string, unknown>;

/**
 * A landing's missing fields block by block: each source block is matched with the translation's next block of
 * the same type, so a block the locale leaves out on purpose (`expected` says which) does not shift every path
 * after it. A source block without a match is one missing field, the whole block.
 */
export function missingLandingFields(source: Landing, translation: Landing, expected: (block: unknown) => boolean): string[] {
  const blocksOf = (value: Landing) => (Array.isArray(value.blocks) ? (value.blocks as BlockValue[]) : []);
  const translated = blocksOf(translation);
  const used = new Set<number>();
  const missing = missingFields({ ...source, blocks: undefined }, { ...translation, blocks: undefined });
  blocksOf(source).forEach((block, index) => {
    const match = translated.findIndex((candidate, at) => !used.has(at) && candidate?.type === block?.type);
    if (match === -1) {
      if (expected(block)) missing.push(`blocks[${index}]`);
      return;
    }
    used.add(match);
    for (const field of missingFields(block, translated[match]))
      missing.push(`blocks[${index}]${field.startsWith("[") ? "" : "."}${field}`);
  });
  return missing;
}

/** A sentence, not a name or a figure: three words or more with letters. */
const isProse = (text: string) => text.split(/\s+/).filter((word) => /\p{L}{2,}/u.test(word)).length >= 3;

/**
 * Fields whose text the translation left word for word as the source's English (a copied file, a forgotten
 * paragraph). Names, links and short labels ("Widgets", "FAQ | Storyfront") are the same in many languages
 * and are not counted.
 */
export function sameAsSource(source: unknown, translation: unknown): string[] {
  const same: string[] = [];
  walkStrings(source, (text, path, key) => {
    if (typeof key === "string" && notText.has(key)) return;
    if (isProse(text) && valueAt(translation, path) === text) same.push(formatPath(path));
  });
  return same;
}

/** How many texts a value holds (a message catalogue's keys). */
export function countTexts(value: unknown): number {
  let count = 0;
  walkStrings(value, () => {
    count += 1;
  });
  return count;
}

// Compares a translation's texts with its source's, field by field (message keys are fields too).
import { landingBlockSchema } from "@storyfront/schemas";
import type { z } from "zod";
import { formatPath } from "../check/problem";
import { linkKeys, walkStrings } from "../check/walk-strings";
import { referencesIn } from "../schema-references";

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

/**
 * Slugs in lists of references (entries shown by reference, as the schema marks them): a translation may show
 * other ones, they are not its text. No schema (the UI message catalogue): none.
 */
function referenceListItems(schema: z.ZodType | undefined, value: unknown): Set<string> {
  const references = schema ? referencesIn(schema, value) : [];
  return new Set(references.filter(({ path }) => typeof path.at(-1) === "number").map(({ path }) => formatPath(path)));
}

/** Text fields of the source that the translation does not have (translated slugs and $schema aside). */
export function missingFields(source: unknown, translation: unknown, schema?: z.ZodType): string[] {
  const missing: string[] = [];
  const slugs = referenceListItems(schema, source);
  walkStrings(source, (_text, path) => {
    if (slugs.has(formatPath(path))) return;
    if (valueAt(translation, path) === undefined) missing.push(formatPath(path));
  });
  return missing;
}

type Landing = { blocks?: unknown } & Record<string, unknown>;
type BlockValue = { type?: unknown } & Record<string, unknown>;

const blocksOf = (value: Landing) => (Array.isArray(value.blocks) ? (value.blocks as BlockValue[]) : []);

/** Pairs each block of `of` with the next unused block of the same type in `in`: a left-out block shifts nothing. */
function matchBlocks(of: Landing, inside: Landing): { index: number; block: BlockValue; match?: BlockValue }[] {
  const candidates = blocksOf(inside);
  const used = new Set<number>();
  return blocksOf(of).map((block, index) => {
    const at = candidates.findIndex((candidate, position) => !used.has(position) && candidate?.type === block?.type);
    if (at === -1) return { index, block };
    used.add(at);
    return { index, block, match: candidates[at] };
  });
}

const inBlock = (index: number, field: string) => `blocks[${index}]${field.startsWith("[") ? "" : "."}${field}`;

/**
 * A landing's missing fields block by block: each source block is matched with the translation's next block of
 * the same type, so a block the locale leaves out on purpose (`expected` says which) does not shift every path
 * after it. A source block without a match is one missing field, the whole block.
 */
export function missingLandingFields(source: Landing, translation: Landing, expected: (block: unknown) => boolean): string[] {
  const missing = missingFields({ ...source, blocks: undefined }, { ...translation, blocks: undefined });
  for (const { index, block, match } of matchBlocks(source, translation)) {
    if (!match) {
      if (expected(block)) missing.push(`blocks[${index}]`);
      continue;
    }
    for (const field of missingFields(block, match, landingBlockSchema)) missing.push(inBlock(index, field));
  }
  return missing;
}

/** Text fields of `now` whose text differs from the same field in `before` (or that `before` lacks). */
export function changedTexts(before: unknown, now: unknown, schema?: z.ZodType): string[] {
  const changed: string[] = [];
  const slugs = referenceListItems(schema, now);
  walkStrings(now, (text, path, key) => {
    if (typeof key === "string" && notText.has(key)) return;
    if (slugs.has(formatPath(path))) return;
    if (valueAt(before, path) !== text) changed.push(formatPath(path));
  });
  return changed;
}

/**
 * A landing's changed texts block by block (blocks matched by type, as missingLandingFields does), so a block
 * added above does not make every text below it "changed". A new block counts as changed as a whole.
 */
export function changedLandingTexts(before: Landing, now: Landing): string[] {
  const changed = changedTexts({ ...before, blocks: undefined }, { ...now, blocks: undefined });
  for (const { index, block, match } of matchBlocks(now, before)) {
    if (!match) changed.push(`blocks[${index}]`);
    else for (const field of changedTexts(match, block, landingBlockSchema)) changed.push(inBlock(index, field));
  }
  return changed;
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
    if (isSameText(key, text, valueAt(translation, path))) same.push(formatPath(path));
  });
  return same;
}

/** One field of sameAsSource: a sentence of the source (not a name, link or label) left word for word. */
export function isSameText(key: string | number | undefined, source: string, translated: unknown): boolean {
  return !(typeof key === "string" && notText.has(key)) && isProse(source) && translated === source;
}

/** How many texts a value holds (a message catalogue's keys). */
export function countTexts(value: unknown): number {
  let count = 0;
  walkStrings(value, () => {
    count += 1;
  });
  return count;
}

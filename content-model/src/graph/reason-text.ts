// A change reason in a reviewer's words, one part per changed thing: "own file landings/home.json (modified)",
// "messages messages/fr.json › Pricing.title (modified)" (a catalogue change names each key the page reads).
import type { ChangeReason } from "./changed-pages";

export interface ReasonPart {
  /** "own file", "review", "messages" … */
  kind: string;
  /** The file, and for a catalogue the key: "messages/fr.json › Pricing.title". */
  target: string;
  status: string;
}

export function reasonParts(reason: ChangeReason): ReasonPart[] {
  const kind = reason.kind === "own" ? "own file" : reason.kind;
  if (!reason.keys || reason.keys.length === 0) return [{ kind, target: reason.file, status: reason.status }];
  return reason.keys.map((key) => ({ kind, target: `${reason.file} › ${key.key}`, status: key.status }));
}

/** "messages messages/fr.json › Pricing.title (modified)", one line per part. */
export const reasonLines = (reason: ChangeReason): string[] =>
  reasonParts(reason).map(({ kind, target, status }) => `${kind} ${target} (${status})`);

/** One changed value as a reviewer reads it: "Sales.label" or "blocks[0].subtitle", old → new. */
export interface ValueChange {
  name: string;
  /** Absent for a value added. */
  before?: string;
  /** Absent for a value removed. */
  after?: string;
}

/** How much of a long text is kept on each side of where the two versions start and stop differing. */
const context = 40;

/**
 * Two versions of a text cut to where they differ, with `context` characters around it and "…" where cut: a changed
 * word in a long paragraph reads as that word with its neighbours, not two paragraphs to compare by eye.
 */
export function aroundTheChange(before: string, after: string): { before: string; after: string } {
  let start = 0;
  while (start < before.length && start < after.length && before[start] === after[start]) start++;
  let end = 0;
  while (end < before.length - start && end < after.length - start && before.at(-1 - end) === after.at(-1 - end)) end++;
  // Cut between words; the texts are the same up to `start` and after their last `end` characters, so both sides
  // are cut at the same words.
  const back = before.lastIndexOf(" ", Math.max(0, start - context));
  const from = start - context <= 0 || back < 0 ? 0 : back + 1;
  const cut = (text: string) => {
    const ahead = text.indexOf(" ", text.length - end + context);
    const to = text.length - end + context >= text.length || ahead < 0 ? text.length : ahead;
    return `${from > 0 ? "…" : ""}${text.slice(from, to)}${to < text.length ? "…" : ""}`;
  };
  return { before: cut(before), after: cut(after) };
}

/** The values a reason's file changed, old → new (cut around the change), and how many more the report left out. */
export function reasonValues(reason: ChangeReason): { values: ValueChange[]; more: number } {
  const listed = [
    ...(reason.keys ?? []).map(({ key, ...values }) => ({ name: key, ...values })),
    ...(reason.fields ?? []).map(({ field, ...values }) => ({ name: field, ...values })),
  ];
  const values = listed
    .filter((value) => value.before !== undefined || value.after !== undefined)
    .map(({ name, before, after }) =>
      before !== undefined && after !== undefined
        ? { name, ...aroundTheChange(before, after) }
        : { name, ...(before !== undefined ? { before } : {}), ...(after !== undefined ? { after } : {}) },
    );
  return { values, more: reason.moreFields ?? 0 };
}

/** `Sales.label: "30-minute demo" → "30-min demo"`, `seo.title: (added) "…"`, `items[2]: "…" (removed)`. */
export function valueLine({ name, before, after }: ValueChange): string {
  if (before === undefined) return `${name}: (added) "${after ?? ""}"`;
  if (after === undefined) return `${name}: "${before}" (removed)`;
  return `${name}: "${before}" → "${after}"`;
}

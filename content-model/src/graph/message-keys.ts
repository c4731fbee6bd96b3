// Message keys as the graph compares them: a catalogue flattened to key paths ("Pricing.title"), the keys a
// change between two versions of a catalogue touches, and whether a page's reads meet a changed key.
export type KeyStatus = "added" | "removed" | "modified";
export interface KeyChange {
  /** Dotted path of a message, e.g. Pricing.title (next-intl keys never contain dots). */
  key: string;
  status: KeyStatus;
  /** The message before and after (a list of texts as JSON); absent on the side that does not have the key. */
  before?: string;
  after?: string;
}

/** A flattened message as a reviewer reads it: a text as itself, anything else as its JSON. */
function shown(json: string): string {
  const value: unknown = JSON.parse(json);
  return typeof value === "string" ? value : json;
}

/** Every message of a catalogue by its dotted path; an array (a list of texts) is one value. */
export function flattenMessages(value: unknown, prefix = "", into = new Map<string, string>()): Map<string, string> {
  if (value !== null && typeof value === "object" && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flattenMessages(child, prefix ? `${prefix}.${key}` : key, into);
  } else if (prefix) {
    into.set(prefix, JSON.stringify(value));
  }
  return into;
}

/** The keys added, removed or changed between two catalogue texts; undefined when either is not JSON. */
export function changedMessageKeys(before: string, after: string): KeyChange[] | undefined {
  let base: unknown;
  let head: unknown;
  try {
    base = JSON.parse(before);
    head = JSON.parse(after);
  } catch {
    return undefined;
  }
  const was = flattenMessages(base);
  const is = flattenMessages(head);
  const changes: KeyChange[] = [];
  for (const [key, value] of is) {
    const old = was.get(key);
    if (old === undefined) changes.push({ key, status: "added", after: shown(value) });
    else if (old !== value) changes.push({ key, status: "modified", before: shown(old), after: shown(value) });
  }
  for (const [key, old] of was) if (!is.has(key)) changes.push({ key, status: "removed", before: shown(old) });
  return changes.sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * Whether a read key path meets a changed key: the same key, a key below a namespace or subtree the page reads
 * whole ("Pricing" reads Pricing.title), or a subtree the page reads part of. The empty path reads everything.
 */
export function keyMeets(read: string, changed: string): boolean {
  return read === "" || read === changed || changed.startsWith(`${read}.`) || read.startsWith(`${changed}.`);
}

/** The changed keys a page's reads meet (every change when the page's keys are unknown). */
export function keysRead(reads: readonly string[] | undefined, changes: readonly KeyChange[]): KeyChange[] {
  if (!reads) return [...changes];
  return changes.filter((change) => reads.some((read) => keyMeets(read, change.key)));
}

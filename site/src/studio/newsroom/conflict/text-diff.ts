// Word-level differences between two texts, for the compare views (a conflict, two revisions). Common beginnings
// and ends are cut off first, so a 5,000-word body with one changed paragraph diffs only that paragraph; a middle too
// large for word-by-word comparison is compared line by line.

export type DiffPart = { kind: "same" | "added" | "removed"; text: string };

const maxCells = 4_000_000;

function lcsDiff(a: readonly string[], b: readonly string[]): DiffPart[] {
  const rows = a.length + 1;
  const cols = b.length + 1;
  const table = new Uint32Array(rows * cols);
  for (let i = a.length - 1; i >= 0; i--)
    for (let j = b.length - 1; j >= 0; j--)
      table[i * cols + j] =
        a[i] === b[j] ? (table[(i + 1) * cols + j + 1] ?? 0) + 1 : Math.max(table[(i + 1) * cols + j] ?? 0, table[i * cols + j + 1] ?? 0);
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && j < b.length && a[i] === b[j]) {
      parts.push({ kind: "same", text: a[i++] ?? "" });
      j++;
    } else if (i < a.length && (j === b.length || (table[(i + 1) * cols + j] ?? 0) >= (table[i * cols + j + 1] ?? 0))) {
      // Removals before additions where either would do: "quick → slow" reads as the old word, then the new.
      parts.push({ kind: "removed", text: a[i++] ?? "" });
    } else parts.push({ kind: "added", text: b[j++] ?? "" });
  }
  return parts;
}

function merged(parts: DiffPart[]): DiffPart[] {
  const out: DiffPart[] = [];
  for (const part of parts) {
    const last = out.at(-1);
    if (last && last.kind === part.kind) last.text += part.text;
    else if (part.text !== "") out.push({ ...part });
  }
  return out;
}

function diffTokens(a: readonly string[], b: readonly string[], linesOf?: (tokens: readonly string[]) => string[]): DiffPart[] {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const middleA = a.slice(start, endA);
  const middleB = b.slice(start, endB);
  const middle =
    (middleA.length + 1) * (middleB.length + 1) > maxCells && linesOf
      ? diffTokens(linesOf(middleA), linesOf(middleB))
      : (middleA.length + 1) * (middleB.length + 1) > maxCells
        ? [
            { kind: "removed" as const, text: middleA.join("") },
            { kind: "added" as const, text: middleB.join("") },
          ]
        : lcsDiff(middleA, middleB);
  return [{ kind: "same", text: a.slice(0, start).join("") }, ...middle, { kind: "same", text: a.slice(endA).join("") }];
}

const words = (text: string) => text.match(/\s+|[^\s]+/g) ?? [];
const lines = (tokens: readonly string[]) => tokens.join("").match(/[^\n]*\n|[^\n]+$/g) ?? [];

/** What changed from `before` to `after`, word by word: the parts in order, joined they give each text back. */
export function diffText(before: string, after: string): DiffPart[] {
  return merged(diffTokens(words(before), words(after), lines));
}

/** What changed from `before` to `after`, line by line (for files such as JSON, where words align by accident). */
export function diffLines(before: string, after: string): DiffPart[] {
  return merged(diffTokens(lines([before]), lines([after])));
}

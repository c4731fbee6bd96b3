// "Did you mean …?": the valid names closest to a misspelt one, by edit distance (a swap of two neighbouring
// letters counts as one edit, as typists make it: subtitel → subtitle).

/** Optimal-string-alignment distance: insertions, deletions, substitutions and adjacent swaps cost 1 each. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const row = rows[i] ?? [];
      const above = rows[i - 1] ?? [];
      let best = Math.min((above[j] ?? 0) + 1, (row[j - 1] ?? 0) + 1, (above[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, (rows[i - 2]?.[j - 2] ?? 0) + 1);
      row[j] = best;
    }
  }
  return rows[a.length]?.[b.length] ?? 0;
}

/** How far a name may be from a valid one to count as its misspelling: 2 edits, more for long names. */
export function closeEnough(word: string): number {
  return Math.max(2, Math.floor(word.length / 4));
}

/** Valid names within closeEnough(word) of it, nearest first (ties in the order given). */
export function nearestNames(word: string, candidates: Iterable<string>): string[] {
  const limit = closeEnough(word);
  return [...new Set(candidates)]
    .map((name, index) => ({ name, index, distance: editDistance(word.toLowerCase(), name.toLowerCase()) }))
    .filter(({ distance, name }) => distance <= limit && name !== word)
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .map(({ name }) => name);
}

/** The one nearest valid name, when there is a close one. */
export function didYouMean(word: string, candidates: Iterable<string>): string | undefined {
  return nearestNames(word, candidates)[0];
}

/** Up to `count` valid names ordered by closeness, for a fix that lists examples when none is close. */
export function closestFirst(word: string, candidates: Iterable<string>, count = 3): string[] {
  return [...new Set(candidates)]
    .map((name, index) => ({ name, index, distance: editDistance(word.toLowerCase(), name.toLowerCase()) }))
    .sort((a, b) => a.distance - b.distance || a.index - b.index)
    .slice(0, count)
    .map(({ name }) => name);
}

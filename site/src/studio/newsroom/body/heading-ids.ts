// Headings of a body carry ids derived from their text, so a table of contents or a shared link (#pricing) keeps
// pointing at the same heading across saves: an id changes only when its heading's text does.

/** The id a heading's text gives: lower-case letters and digits joined by hyphens ("section" when none remain). */
export function headingId(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .match(/[\p{L}\p{N}]+/gu);
  return words ? words.join("-").slice(0, 80).replace(/-+$/, "") : "section";
}

/** Ids for headings in document order: the same text twice gets "-2", "-3"… so every id is unique. */
export function headingIds(texts: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return texts.map((text) => {
    const base = headingId(text);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return count === 1 ? base : `${base}-${count}`;
  });
}

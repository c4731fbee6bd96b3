/** The longest search text the blog search takes (the search field stops there too). */
export const maxSearchLength = 200;

/**
 * The `q` of GET /api/blog-search, or why it cannot be searched for: control characters (NUL and the like,
 * which the API refuses and no visitor types) or more than maxSearchLength characters. Answered 400 with the
 * message, instead of a 502 after the API's refusal.
 */
export function readSearchQuery(raw: string | null): { ok: true; q: string } | { ok: false; message: string } {
  const q = (raw ?? "").trim();
  if ([...q].length > maxSearchLength) return { ok: false, message: `The search text is too long (at most ${maxSearchLength} characters)` };
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f-\u009f]/.test(q)) {
    return { ok: false, message: "The search text holds control characters; type words to search for" };
  }
  return { ok: true, q };
}

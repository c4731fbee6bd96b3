// What a refused catalogue save means for the editor, read from the API's answer as the site relays it: field errors
// (422) placed at their field, a stale save (409) with who changed it and when, a session that ended, a missing right.
// Checked by hand, not with zod: the Studio's forms should not ship the schemas' runtime for an error body.

export type Conflict = { version: number; changedBy: string | null; changedAt: number };

export type SaveProblem =
  | { kind: "fields"; fields: Record<string, string>; message: string }
  | { kind: "conflict"; conflict: Conflict; message: string }
  | { kind: "refused"; message: string }
  | { kind: "signedOut" }
  | { kind: "forbidden" }
  | { kind: "failed"; message: string };

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/**
 * The problem of an answer with `status` and JSON `body`. `languageAt` lists the languages in the order the body sent
 * them, so `translations.2.title` becomes `fr.title`, the key of the French title field; other fields keep their name.
 */
export function saveProblem(status: number, body: unknown, languageAt: readonly string[] = []): SaveProblem {
  const answer = record(body);
  const message = typeof answer.message === "string" ? answer.message : "The save failed; try again";
  if (status === 401) return { kind: "signedOut" };
  if (status === 403) return { kind: "forbidden" };
  if (status === 422 && Array.isArray(answer.errors)) {
    const fields: Record<string, string> = {};
    for (const error of answer.errors.map(record)) {
      if (typeof error.field !== "string" || typeof error.message !== "string") continue;
      fields[fieldKey(error.field, languageAt)] ??= error.message;
    }
    return { kind: "fields", fields, message };
  }
  if (status === 409 && typeof answer.version === "number") {
    const changedBy = record(answer.changedBy);
    return {
      kind: "conflict",
      message,
      conflict: {
        version: answer.version,
        changedBy: typeof changedBy.name === "string" ? changedBy.name : null,
        changedAt: typeof answer.changedAt === "number" ? answer.changedAt : 0,
      },
    };
  }
  if (status === 409 || status === 404) return { kind: "refused", message };
  return { kind: "failed", message };
}

/** `translations.1.cost` → `fr.cost` when the body's second language was French; `translations.1` → `fr`. */
export function fieldKey(field: string, languageAt: readonly string[]): string {
  const match = /^translations\.(\d+)(?:\.(.+))?$/.exec(field);
  const language = match ? languageAt[Number(match[1])] : undefined;
  if (!match || !language) return field;
  return match[2] ? `${language}.${match[2]}` : language;
}

const when = new Intl.DateTimeFormat("en-GB", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Unix seconds as the Studio shows them: "22 Nov 2026, 09:00 UTC". */
export const studioTime = (seconds: number) => `${when.format(new Date(seconds * 1000))} UTC`;

/** The sentence of a stale save. */
export function conflictText(conflict: Conflict): string {
  const who = conflict.changedBy ?? "someone";
  const at = conflict.changedAt > 0 ? ` at ${studioTime(conflict.changedAt)}` : "";
  return `Changed by ${who}${at} — reload to see their version. Nothing of yours was saved.`;
}

// Save as every editor does it: the document to /api/studio/save with the hash it was opened with, and what the
// answer means for the editor (saved with the new hash, refused with the checker's problems, a conflict, a failure).
import { callSite } from "@/api-client/call-site";
import type { StudioProblems } from "@/api-client/site-calls";

export interface SaveOutcome {
  status: string;
  /** Saved: the file's new hash, to save again from. */
  hash?: string;
  /** The file changed on disk since it was opened: nothing written, reload offered. */
  conflict?: true;
  /** Refused by the server's check: its problems. */
  problems?: StudioProblems;
}

/** The status line for a save refused in the editor, before asking the server. */
export function refusedForErrors(count: number): string {
  return `Save refused: fix the ${count === 1 ? "error" : `${count} errors`} listed first.`;
}

export async function saveDocument(file: string, data: unknown, hash: string): Promise<SaveOutcome> {
  const answer = await callSite("studioSave", { body: { file, data, hash } }).catch((error: unknown) => ({
    status: 0 as const,
    body: { error: error instanceof Error ? error.message : String(error) },
  }));
  if (answer.status === 409) return { status: "Not saved: the file changed since you opened it.", conflict: true };
  if (answer.status === 422)
    return {
      status: "Save refused: fix the errors listed first.",
      problems: { errors: answer.body.errors, warnings: answer.body.warnings },
    };
  if (answer.status === 200) return { status: `Saved ${file}.`, hash: answer.body.hash };
  return { status: `Not saved: ${answer.body.error}` };
}

// Save as every editor does it: the document to /api/studio/save with the hash it was opened with, and what the
// answer means for the editor (saved with the new hash, refused with the checker's problems, a conflict, a failure).
import type { Problem } from "@storyfront/content-model";
import { studioPost } from "./studio-fetch";

export interface SaveOutcome {
  status: string;
  /** Saved: the file's new hash, to save again from. */
  hash?: string;
  /** The file changed on disk since it was opened: nothing written, reload offered. */
  conflict?: true;
  /** Refused by the server's check: its problems. */
  problems?: { errors: Problem[]; warnings: Problem[] };
}

/** The status line for a save refused in the editor, before asking the server. */
export function refusedForErrors(count: number): string {
  return `Save refused: fix the ${count === 1 ? "error" : `${count} errors`} listed first.`;
}

export async function saveDocument(file: string, data: unknown, hash: string): Promise<SaveOutcome> {
  const response = await studioPost<{ hash?: string; error?: string; errors?: Problem[]; warnings?: Problem[] }>("/api/studio/save", {
    file,
    data,
    hash,
  });
  const body = response.body;
  if (response.status === 409) return { status: "Not saved: the file changed on disk.", conflict: true };
  if (response.status === 422)
    return { status: "Save refused: fix the errors listed first.", problems: { errors: body.errors ?? [], warnings: body.warnings ?? [] } };
  if (response.ok) return { status: `Saved ${file}.`, hash: String(body.hash) };
  return { status: `Not saved: ${String(body.error)}` };
}

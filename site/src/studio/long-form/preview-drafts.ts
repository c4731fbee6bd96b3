// The document being edited, kept in the dev server's memory for the preview frame to render (the frame's page
// reads it by the editor's session). On globalThis: Next may load this module once for the route handler that
// stores a draft and once more for the page that renders it, in the same process.
import type { MdxContent } from "@storyfront/content-model";

export interface PreviewDraft {
  file: string;
  /** Counts up with every edit: the frame says which one it shows. */
  version: number;
  document: MdxContent;
}

/** A few editors at a time on one machine; the oldest session's draft goes first. */
const maxDrafts = 20;

const store = ((globalThis as { storyfrontStudioDrafts?: Map<string, PreviewDraft> }).storyfrontStudioDrafts ??= new Map());

/** Keeps the draft unless a later one of the same page is there already (two edits' requests may arrive out of order). */
export function keepDraft(session: string, draft: PreviewDraft): void {
  const kept = store.get(session);
  if (kept?.file === draft.file && kept.version > draft.version) return;
  store.delete(session);
  store.set(session, draft);
  for (const oldest of store.keys()) {
    if (store.size <= maxDrafts) break;
    store.delete(oldest);
  }
}

export function draftFor(session: string, file: string): PreviewDraft | undefined {
  const draft = store.get(session);
  return draft?.file === file ? draft : undefined;
}

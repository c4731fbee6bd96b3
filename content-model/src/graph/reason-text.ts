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

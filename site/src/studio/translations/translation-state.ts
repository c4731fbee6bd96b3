// A translation's state as the translations report gives it, and the flag of one field while it is edited:
// the report's word on opening, brought up to date as the marketer types (an edited field is no longer older).
import { isSameText } from "@storyfront/content-model/translations/text-fields";

export interface TranslationState {
  /** The English source file. */
  source: string;
  missingFields: string[];
  sameFields: string[];
  /** The whole file changed before its source did. */
  older: boolean;
  /** The source's texts that changed since the translation last changed (empty when history cannot say). */
  olderFields: string[];
  sourceChanged: number | null;
  translationChanged: number | null;
  /** How "older" was measured: git history or file times. */
  measuredBy: string;
}

export type FieldFlag = "missing" | "same as English" | "English changed since";

export function fieldFlag(input: {
  path: string;
  english: string;
  value: unknown;
  /** The value when the file was opened: a field edited since carries no "older" flag. */
  opened: unknown;
  state: TranslationState | null;
}): FieldFlag | null {
  const { path, english, value, opened, state } = input;
  if (value === undefined || value === "") return "missing";
  const key = path.endsWith("]") ? undefined : path.split(".").at(-1);
  if (isSameText(key, english, value)) return "same as English";
  if (state?.olderFields.includes(path) && value === opened) return "English changed since";
  return null;
}

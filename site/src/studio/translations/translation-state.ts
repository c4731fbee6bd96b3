// A translation's state as the translations report gives it, and the flag of one field while it is edited:
// the report's word on opening, brought up to date as the marketer types (an edited field is no longer older).
import { isSameText } from "@storyfront/content-model/translations/text-fields";
import { valueAt } from "../fields/value-at";

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

/**
 * The report's lists brought up to date with the document as it is now (edited, saved or not): a field translated
 * since the report was made leaves "same as English" and "missing" at once, as its flag under the field does.
 */
export function stateNow(
  state: TranslationState,
  { document, source, opened }: { document: unknown; source: unknown; opened: unknown },
): TranslationState {
  const flagNow = (path: string) =>
    fieldFlag({ path, english: String(valueAt(source, path) ?? ""), value: valueAt(document, path), opened: valueAt(opened, path), state });
  return {
    ...state,
    missingFields: state.missingFields.filter((path) => flagNow(path) === "missing"),
    sameFields: state.sameFields.filter((path) => flagNow(path) === "same as English"),
    olderFields: state.olderFields.filter((path) => flagNow(path) === "English changed since"),
  };
}

import type { FieldMessage } from "./field-errors";

type Translate = (key: string, values?: Record<string, number>) => string;

/** The words of a field message: the catalogue text in the visitor's language, or the API's own text. */
export function fieldText(t: Translate, message: FieldMessage | undefined): string | undefined {
  if (!message) return undefined;
  return "text" in message ? message.text : t(message.key, message.values);
}

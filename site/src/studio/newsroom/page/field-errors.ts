// The API's 422 names fields by their place in the body it got ("translations.1.content"); the form names them by
// language ("translations.fr.content"), which is where the message is shown.
import type { PageForm } from "./page-form";

export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(errors: readonly { field: string; message: string }[], sent: PageForm): FieldErrors {
  const found: FieldErrors = {};
  for (const { field, message } of errors) {
    const match = /^translations\.(\d+)\.(\w+)/.exec(field);
    const language = match ? sent.translations[Number(match[1])]?.language : undefined;
    const key = match && language ? `translations.${language}.${match[2]}` : field.replace(/\.\d+$/, "");
    found[key] = found[key] ? `${found[key]} ${message}` : message;
  }
  return found;
}

/** "must be at most 300 characters" → "Must be at most 300 characters." */
export const sentence = (message: string) => {
  const text = message.charAt(0).toUpperCase() + message.slice(1);
  return /[.!?]$/.test(text) ? text : `${text}.`;
};

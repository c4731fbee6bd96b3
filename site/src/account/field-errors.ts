import type { ApiError } from "@storyfront/schemas";

// Forms run in the browser: the API error's shape is checked by hand here, because importing the zod
// schema (apiError) would bring zod into the account pages' JavaScript. The site's handlers already
// checked the API's answer against the contract on the server.
function asApiError(body: unknown): ApiError | null {
  if (typeof body !== "object" || body === null) return null;
  const { message, errors } = body as Record<string, unknown>;
  if (typeof message !== "string") return null;
  if (errors === undefined) return { message };
  if (!Array.isArray(errors)) return null;
  const valid = errors.filter(
    (e): e is { field: string; message: string } => typeof e?.field === "string" && typeof e?.message === "string",
  );
  return valid.length === errors.length ? { message, errors: valid } : null;
}

/** A catalogue text (spec §5) and its values, or the API's own words when the catalogue has none. */
export type FieldMessage = { key: string; values?: Record<string, number> } | { text: string };

const rules: { pattern: RegExp; message: (match: RegExpExecArray) => FieldMessage }[] = [
  { pattern: /^cannot be blank$/i, message: () => ({ key: "blank" }) },
  { pattern: /^must be a valid email address$/i, message: () => ({ key: "email" }) },
  { pattern: /^must be a corporate email address$/i, message: () => ({ key: "corporateEmail" }) },
  { pattern: /^must match the pattern$/i, message: () => ({ key: "pattern" }) },
  { pattern: /^value must be at least 1 characters?$/i, message: () => ({ key: "minOne" }) },
  { pattern: /^value must be at least (\d+) characters$/i, message: (match) => ({ key: "minLength", values: { min: Number(match[1]) } }) },
  { pattern: /^must be greater than (-?\d+)$/i, message: (match) => ({ key: "greaterThan", values: { value: Number(match[1]) } }) },
  { pattern: /^must name each language once$/i, message: () => ({ key: "languageTwice" }) },
  { pattern: /^must be the 6-digit code from the e-mail/i, message: () => ({ key: "emailCodeFormat" }) },
  { pattern: /^must be the 6-digit code/i, message: () => ({ key: "codeFormat" }) },
  { pattern: /^is incorrect or has expired/i, message: () => ({ key: "codeWrong" }) },
  { pattern: /^is incorrect$/i, message: () => ({ key: "currentWrong" }) },
  { pattern: /^is already your e-mail address$/i, message: () => ({ key: "sameEmail" }) },
  {
    pattern: /^password must contain a lowercase letter, an uppercase letter, and special characters or digits$/i,
    message: () => ({ key: "passwordChars" }),
  },
  // Spelled as the catalogue spells it ("and and"), so it is matched exactly as the API sends it.
  { pattern: /^New password and and Repeat new password must be equal$/, message: () => ({ key: "passwordRepeat" }) },
];

/** The catalogue text an API field message stands for, so it shows in the visitor's language. */
export function catalogueMessage(apiText: string): FieldMessage {
  for (const rule of rules) {
    const match = rule.pattern.exec(apiText.trim());
    if (match) return rule.message(match);
  }
  return { text: apiText };
}

export type FieldErrors = Record<string, FieldMessage>;

/**
 * Field errors of an API answer (`{ message, errors: [{ field, message }] }`), first message per field;
 * `languages.0.name` stays as it is so the form can place it at that row. The rest is the form's message.
 */
export function readFieldErrors(body: unknown): { fields: FieldErrors; message: string | null } {
  const parsed = asApiError(body);
  if (!parsed) return { fields: {}, message: null };
  const fields: FieldErrors = {};
  for (const error of parsed.errors ?? []) fields[error.field] ??= catalogueMessage(error.message);
  return { fields, message: parsed.message };
}

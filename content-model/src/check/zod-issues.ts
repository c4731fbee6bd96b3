// Turns zod issues into problems a marketer can act on.
import type { z } from "zod";
import { formatPath, type ProblemDraft } from "./problem";

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);
}

const typeNames: Record<string, string> = {
  int: "a whole number",
  number: "a number",
  string: "a text in quotes",
  object: "an object { … }",
  array: "a list [ … ]",
  boolean: "true or false",
};

function describeType(expected: string): string {
  return typeNames[expected] ?? expected;
}

export function issueToProblem(issue: z.core.$ZodIssue, data: unknown, translationOf?: string): ProblemDraft {
  const { path } = issue;
  const fieldPath = formatPath(path);
  const field = String(issue.path.at(-1) ?? "");
  switch (issue.code) {
    case "invalid_union":
      if ((issue as { note?: string }).note === "No matching discriminator") {
        const value = valueAt(data, issue.path);
        const options = (issue as { options?: unknown[] }).options ?? [];
        const what = field === "type" ? "block type" : field;
        return {
          path,
          message: value === undefined ? `the ${what} is missing` : `unknown ${what} ${JSON.stringify(value)}`,
          fix: `use one of: ${options.join(", ")}`,
        };
      }
      break;
    case "invalid_type":
      if (valueAt(data, issue.path) === undefined) {
        return translationOf
          ? { path, message: `the translation is missing the required field "${field}"`, fix: `copy ${fieldPath} from ${translationOf} and translate it` }
          : { path, message: `the required field "${field}" is missing`, fix: `add "${field}" with ${describeType(issue.expected)}` };
      }
      return { path, message: `expected ${describeType(issue.expected)}, found ${JSON.stringify(valueAt(data, issue.path))}`, fix: `write ${describeType(issue.expected)} here` };
    case "unrecognized_keys":
      return {
        path,
        key: issue.keys[0],
        message: `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`,
        fix: "remove it or correct its spelling (the editor's completion lists the allowed fields)",
      };
    case "invalid_value":
      return { path, message: `${JSON.stringify(valueAt(data, issue.path))} is not allowed here`, fix: `use one of: ${issue.values.map((value) => JSON.stringify(value)).join(", ")}` };
    case "too_small":
      if (issue.origin === "array") return { path, message: `too few items`, fix: `give at least ${String(issue.minimum)} item(s)` };
      if (issue.origin === "string" && issue.minimum === 1) return { path, message: "the text is empty", fix: "write the text, or remove the field if it is optional" };
      break;
    case "too_big":
      if (issue.origin === "array") return { path, message: `too many items`, fix: `give at most ${String(issue.maximum)} item(s)` };
      if (issue.origin === "string") return { path, message: `the text is too long (${String(valueAt(data, issue.path)).length} characters)`, fix: issue.message };
      break;
    default:
      break;
  }
  // Our own messages say what is expected ("must be a slug: …, e.g. …"), so they make the fix.
  return { path, message: `${JSON.stringify(valueAt(data, issue.path))} is not accepted here`, fix: /^must /.test(issue.message) ? `it ${issue.message}` : issue.message };
}

// Turns zod issues into problems a marketer can act on.
import type { z } from "zod";
import { didYouMean } from "./nearest";
import { formatPath, type ProblemDraft } from "./problem";
import { allowedKeysAt } from "./schema-keys";

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>(
    (value, key) => (value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined),
    data,
  );
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
        const meant = typeof value === "string" ? didYouMean(value, options.map(String)) : undefined;
        if (meant)
          return {
            path,
            message: `unknown ${what} ${JSON.stringify(value)} — did you mean "${meant}"?`,
            fix: `write "${meant}" (one of: ${options.join(", ")})`,
          };
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
          ? {
              path,
              message: `the translation is missing the required field "${field}"`,
              fix: `copy ${fieldPath} from ${translationOf} and translate it`,
            }
          : { path, message: `the required field "${field}" is missing`, fix: `add "${field}" with ${describeType(issue.expected)}` };
      }
      return {
        path,
        message: `expected ${describeType(issue.expected)}, found ${JSON.stringify(valueAt(data, issue.path))}`,
        fix: `write ${describeType(issue.expected)} here`,
      };
    case "unrecognized_keys":
      return {
        path,
        key: issue.keys[0],
        message: `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`,
        fix: "remove it or correct its spelling (the editor's completion lists the allowed fields)",
      };
    case "invalid_value": {
      const value = valueAt(data, issue.path);
      const meant =
        typeof value === "string"
          ? didYouMean(
              value,
              issue.values.filter((option) => typeof option === "string"),
            )
          : undefined;
      const allowed = issue.values.map((option) => JSON.stringify(option)).join(", ");
      if (meant)
        return {
          path,
          message: `${JSON.stringify(value)} is not allowed here — did you mean "${meant}"?`,
          fix: `write "${meant}" (one of: ${allowed})`,
        };
      return { path, message: `${JSON.stringify(value)} is not allowed here`, fix: `use one of: ${allowed}` };
    }
    case "too_small":
      if (issue.origin === "array") return { path, message: `too few items`, fix: `give at least ${String(issue.minimum)} item(s)` };
      if (issue.origin === "string" && issue.minimum === 1)
        return { path, message: "the text is empty", fix: "write the text, or remove the field if it is optional" };
      break;
    case "too_big":
      if (issue.origin === "array") return { path, message: `too many items`, fix: `give at most ${String(issue.maximum)} item(s)` };
      if (issue.origin === "string")
        return { path, message: `the text is too long (${String(valueAt(data, issue.path)).length} characters)`, fix: issue.message };
      break;
    default:
      break;
  }
  // Our own messages say what is expected ("must be a slug: …, e.g. …"), so they make the fix.
  return {
    path,
    message: `${JSON.stringify(valueAt(data, issue.path))} is not accepted here`,
    fix: /^must /.test(issue.message) ? `it ${issue.message}` : issue.message,
  };
}

const isMissing = (issue: z.core.$ZodIssue, data: unknown) => issue.code === "invalid_type" && valueAt(data, issue.path) === undefined;

function unknownKeyProblems(
  issue: z.core.$ZodIssueUnrecognizedKeys,
  data: unknown,
  schema: z.ZodType,
  missingAt: Map<string, z.core.$ZodIssue>,
  merged: Set<z.core.$ZodIssue>,
): ProblemDraft[] {
  const present = new Set(Object.keys((valueAt(data, issue.path) as Record<string, unknown> | undefined) ?? {}));
  const allowed = allowedKeysAt(schema, data, issue.path);
  return issue.keys.map((key) => {
    const required = didYouMean(
      key,
      allowed.filter((name) => missingAt.has(formatPath([...issue.path, name]))),
    );
    const missingIssue = required === undefined ? undefined : missingAt.get(formatPath([...issue.path, required]));
    if (required && missingIssue) {
      merged.add(missingIssue);
      return {
        path: issue.path,
        key,
        message: `unknown field "${key}" — did you mean "${required}"?`,
        fix: `rename "${key}" to "${required}" (a required field)`,
      };
    }
    const meant = didYouMean(
      key,
      allowed.filter((name) => !present.has(name)),
    );
    if (meant)
      return { path: issue.path, key, message: `unknown field "${key}" — did you mean "${meant}"?`, fix: `rename "${key}" to "${meant}"` };
    const fields = allowed.filter((name) => name !== "$schema");
    return {
      path: issue.path,
      key,
      message: `unknown field "${key}"`,
      fix: fields.length ? `remove it; the fields allowed here are ${fields.join(", ")}` : "remove it",
    };
  });
}

/**
 * Every issue of one file as problems, one per mistake: an unknown field that misspells a missing required one
 * ("subtitel" for "subtitle") is one problem, not two; an unknown field names the allowed field nearest to it.
 */
export function issuesToProblems(
  issues: readonly z.core.$ZodIssue[],
  data: unknown,
  schema: z.ZodType,
  translationOf?: string,
): ProblemDraft[] {
  const missingAt = new Map<string, z.core.$ZodIssue>();
  for (const issue of issues) if (isMissing(issue, data)) missingAt.set(formatPath(issue.path), issue);
  const merged = new Set<z.core.$ZodIssue>();
  const unknown = new Map<z.core.$ZodIssue, ProblemDraft[]>();
  for (const issue of issues)
    if (issue.code === "unrecognized_keys") unknown.set(issue, unknownKeyProblems(issue, data, schema, missingAt, merged));
  return issues.flatMap((issue) => unknown.get(issue) ?? (merged.has(issue) ? [] : [issueToProblem(issue, data, translationOf)]));
}

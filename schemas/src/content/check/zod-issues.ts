// Turns zod issues into problems a marketer can act on.
import type { z } from "zod";
import { formatPath, type Problem } from "./problem";

function valueAt(data: unknown, path: readonly PropertyKey[]): unknown {
  return path.reduce<unknown>((value, key) => (value !== null && typeof value === "object" ? (value as Record<PropertyKey, unknown>)[key] : undefined), data);
}

export function issueToProblem(issue: z.core.$ZodIssue, file: string, data: unknown, translationOf?: string): Problem {
  const path = formatPath(issue.path);
  const field = String(issue.path.at(-1) ?? "");
  switch (issue.code) {
    case "invalid_union":
      if ((issue as { note?: string }).note === "No matching discriminator") {
        const value = valueAt(data, issue.path);
        const options = (issue as { options?: unknown[] }).options ?? [];
        const what = field === "type" ? "block type" : field;
        return {
          file,
          path,
          message: value === undefined ? `the ${what} is missing` : `unknown ${what} ${JSON.stringify(value)}`,
          fix: `use one of: ${options.join(", ")}`,
        };
      }
      break;
    case "invalid_type":
      if (valueAt(data, issue.path) === undefined) {
        return translationOf
          ? { file, path, message: `the translation is missing the required field "${field}"`, fix: `copy ${path} from ${translationOf} and translate it` }
          : { file, path, message: `the required field "${field}" is missing`, fix: `add "${field}" (${issue.expected})` };
      }
      return { file, path, message: `expected ${issue.expected}, found ${JSON.stringify(valueAt(data, issue.path))}`, fix: `write a ${issue.expected} here` };
    case "unrecognized_keys":
      return {
        file,
        path,
        message: `unknown field${issue.keys.length > 1 ? "s" : ""} ${issue.keys.map((key) => `"${key}"`).join(", ")}`,
        fix: "remove it or correct its spelling (the editor's completion lists the allowed fields)",
      };
    case "invalid_value":
      return { file, path, message: `${JSON.stringify(valueAt(data, issue.path))} is not allowed here`, fix: `use one of: ${issue.values.map((value) => JSON.stringify(value)).join(", ")}` };
    case "too_small":
      if (issue.origin === "array") return { file, path, message: `too few items`, fix: `give at least ${String(issue.minimum)} item(s)` };
      break;
    case "too_big":
      if (issue.origin === "array") return { file, path, message: `too many items`, fix: `give at most ${String(issue.maximum)} item(s)` };
      break;
    default:
      break;
  }
  return { file, path, message: issue.message, fix: "correct the value as the message says" };
}

// Errors a handler throws; the error handler turns them into the `{ message, errors? }` body of the contract.
import type { z } from "zod";

export type FieldError = { field: string; message: string };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export class ValidationError extends HttpError {
  constructor(readonly errors: FieldError[]) {
    super(422, `Invalid ${errors.map((error) => error.field).join(", ")}`);
  }
}

export const notFound = (message = "Not found") => new HttpError(404, message);

/** Names the field of each zod issue; unknown keys become one error per key, named by the key. */
export function fieldErrors(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      return issue.keys.map((key) => ({ field: join(prefix, [...path, key]), message: issue.message }));
    }
    return [{ field: join(prefix, path) || "body", message: issue.message }];
  });
}

function join(prefix: string | undefined, path: string[]): string {
  const field = path.join(".");
  return prefix && !field ? prefix : field;
}

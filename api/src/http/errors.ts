// Errors a handler throws; the error handler turns them into the `{ message, errors? }` body of the contract.
import type { z } from "zod";

export type FieldError = { field: string; message: string };

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
    /** Fields the answer carries besides `message` (the 409 of a stale page save names the version and its author). */
    readonly details: Record<string, unknown> = {},
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

/** A field name safe to repeat in an answer; anything else a visitor sent as a key is not echoed back. */
const plainKey = /^[A-Za-z0-9_.-]{1,64}$/;

/**
 * Names the field of each zod issue; unknown keys become one error per key, named by the key when it is a plain
 * name (else by the object that held it, once). zod's own message for them quotes the keys, so it is replaced.
 */
export function fieldErrors(error: z.ZodError, prefix?: string): FieldError[] {
  return error.issues.flatMap((issue) => {
    const path = issue.path.map(String);
    if (issue.code === "unrecognized_keys") {
      const message = issue.message.startsWith("Unrecognized key") ? "is not a known field" : issue.message;
      const named = issue.keys.filter((key) => plainKey.test(key)).map((key) => ({ field: join(prefix, [...path, key]), message }));
      const unnamed =
        issue.keys.length > named.length ? [{ field: join(prefix, path) || "body", message: "has a field that is not allowed" }] : [];
      return [...named, ...unnamed];
    }
    return [{ field: join(prefix, path) || "body", message: issue.message }];
  });
}

function join(prefix: string | undefined, path: string[]): string {
  const field = path.join(".");
  return prefix && !field ? prefix : field;
}

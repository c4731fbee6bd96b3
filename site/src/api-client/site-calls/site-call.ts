// What one call to the site's own route handlers is: method, path, the schema of the body it sends and the schema
// of each answer by status (null: an answer without a body). Statuses it does not list are failures (SiteCallError).
import type { z } from "zod";

export type SiteCall = {
  method: "GET" | "POST" | "PUT" | "DELETE";
  /** Same-origin path, e.g. /api/studio/save or /api/admin/tag/{id}. */
  path: string;
  body?: z.ZodType;
  answers: Readonly<Record<number, z.ZodType | null>>;
  /** A Studio write or read: carries the token the Studio page was served with (studio-token.ts). */
  studio?: true;
  /** Sends a file as multipart form data (field "file") instead of a JSON body. */
  upload?: true;
};

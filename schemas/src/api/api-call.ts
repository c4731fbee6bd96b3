// What describes one API call: its method, path, the schemas of what it takes and answers, and how it is guarded.
// Its own file, so each group of calls (calls.ts, catalog-authoring-calls.ts) takes the type without a loop.
import type { z } from "zod";

export type ApiCall = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** OpenAPI-style path, e.g. /page/{id} */
  path: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Answer of the success status; none means 204 without a body. */
  answer?: z.ZodType;
  /** Success status when not 200/204. */
  status?: number;
  /** Needs `Authorization: Bearer <token>`; "optional": uses it when sent (DELETE /auth also takes a refresh token). */
  auth?: boolean | "optional";
  /** Paged list: x-pagination-* headers, or `{ items, meta }` with envelope=items. */
  paged?: boolean;
  /** Required request headers besides lang and x-client-id. */
  headers?: readonly string[];
  /** Optional request headers besides lang, x-client-id and authorization. */
  optionalHeaders?: readonly string[];
  /** Media type of the answer when it is not JSON (the answer schema then describes the text, or the bytes). */
  answerType?: "text/csv" | "image/webp";
  /**
   * The body is raw bytes, not JSON (an image upload): read as they come, up to `maxBytes` (413 beyond, counted while
   * reading), whatever the Content-Type says; `mediaTypes` are the ones the OpenAPI document lists.
   */
  rawBody?: { mediaTypes: readonly string[]; maxBytes: number };
};

// What every handler gets besides its parsed input: storage, clock, the caller's language and client id.
import type { FastifyReply, FastifyRequest } from "fastify";
import type { ApiLocale } from "@storyfront/schemas";
import type { Database } from "../db/database";
import type { ApiOptions } from "../app-options";

export type RequestContext = {
  db: Database;
  options: ApiOptions;
  /** Unix seconds from the app's clock (tests move it). */
  now: number;
  lang: ApiLocale;
  clientId: string | null;
  request: FastifyRequest;
  reply: FastifyReply;
  /** Set by a handler to answer another success status than the route's own. */
  status?: number;
};

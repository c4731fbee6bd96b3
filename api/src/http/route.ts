// A route is declared once with its contract schemas; the same declaration wires validation and the OpenAPI document.
import type { FastifyInstance, FastifyRequest, HTTPMethods } from "fastify";
import type { z } from "zod";
import { apiHeaders } from "@storyfront/schemas";
import { fieldErrors, ValidationError } from "./errors";
import type { RequestContext } from "./context";
import type { ApiOptions } from "../app-options";

type Input<Q, P, B> = { query: Q; params: P; body: B };

export type RouteSpec<Q = unknown, P = unknown, B = unknown> = {
  method: HTTPMethods;
  /** Fastify path, e.g. /page/:id */
  url: string;
  summary: string;
  tag: string;
  query?: z.ZodType<Q>;
  params?: z.ZodType<P>;
  body?: z.ZodType<B>;
  /** Extra request headers the call reads (documentation only). */
  headers?: string[];
  /** Answer schema for the success status. */
  answer?: z.ZodType;
  status?: number;
  /** Needs `Authorization: Bearer`. */
  auth?: boolean;
  /** Paged list: x-pagination-* headers, or `{ items, meta }` with envelope=items. */
  paged?: boolean;
  handler: (input: Input<Q, P, B>, ctx: RequestContext) => Promise<unknown>;
};

/** Keeps the handler's input types tied to the schemas. */
export const defineRoute = <Q = undefined, P = undefined, B = undefined>(spec: RouteSpec<Q, P, B>) => spec as RouteSpec;

function parse<T>(schema: z.ZodType<T> | undefined, value: unknown, prefix: string): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(value ?? (prefix === "body" ? undefined : {}));
  if (!result.success) throw new ValidationError(fieldErrors(result.error, prefix));
  return result.data;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

export function registerRoutes(app: FastifyInstance, options: ApiOptions, routes: RouteSpec[]) {
  for (const route of routes) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        const headers = parse(apiHeaders, { lang: headerValue(request, "lang"), "x-client-id": headerValue(request, "x-client-id") }, "header");
        const input = {
          params: parse(route.params, request.params, "path"),
          query: parse(route.query, request.query, "query"),
          body: parse(route.body, request.body, "body"),
        };
        const ctx: RequestContext = {
          db: options.database,
          options,
          now: options.clock(),
          lang: headers.lang ?? "en",
          clientId: headers["x-client-id"] ?? null,
          request,
          reply,
        };
        const answer = await route.handler(input, ctx);
        if (answer === undefined) return reply.status(route.status ?? 204).send();
        return reply.status(ctx.status ?? route.status ?? 200).send(answer);
      },
    });
  }
}

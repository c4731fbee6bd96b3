// A route binds a handler to one call of the contract (apiCalls in schemas): the call's schemas validate
// what arrives, and the same declarations produce the OpenAPI document.
import type { FastifyInstance, FastifyRequest } from "fastify";
import { z } from "zod";
import { apiHeaders, listEnvelope, type ApiCall } from "@storyfront/schemas";
import { fieldErrors, ValidationError } from "./errors";
import type { RequestContext } from "./context";
import type { ApiOptions } from "../app-options";

type Parsed<C, K extends string> = C extends { [key in K]: infer S extends z.ZodType } ? z.output<S> : undefined;
/** A raw-body call (an upload) gets its bytes as they came. */
type Body<C> = C extends { rawBody: object } ? Buffer : Parsed<C, "body">;

export type RouteSpec<C extends ApiCall = ApiCall> = {
  call: C;
  /** OpenAPI tag and summary. */
  tag: string;
  summary: string;
  handler: (input: { params: Parsed<C, "params">; query: Parsed<C, "query">; body: Body<C> }, ctx: RequestContext) => Promise<unknown>;
};

/** Keeps the handler's input types tied to the call's schemas. */
export const defineRoute = <C extends ApiCall>(spec: RouteSpec<C>) => spec as unknown as RouteSpec;

function parse(schema: z.ZodType | undefined, value: unknown, source: string): unknown {
  if (!schema) return undefined;
  const absent = value === undefined || value === null;
  // An optional body (DELETE /auth) may be left out; any other body may not.
  if (source === "body" && absent && !schema.safeParse(undefined).success)
    throw new ValidationError([{ field: "body", message: "Cannot be blank" }]);
  const result = schema.safeParse(value ?? (source === "body" ? undefined : {}));
  if (!result.success) throw new ValidationError(fieldErrors(result.error, source));
  return result.data;
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(",") : value;
}

/** Contract check of an answer: paged lists may come enveloped as `{ items, meta }`. */
function assertAnswer(call: ApiCall, answer: unknown) {
  if (!call.answer) {
    if (answer !== undefined) throw new Error(`${call.method} ${call.path} answered a body; the contract says none`);
    return;
  }
  const enveloped =
    call.paged && call.answer instanceof z.ZodArray && answer !== null && typeof answer === "object" && !Array.isArray(answer);
  const schema = enveloped ? listEnvelope((call.answer as z.ZodArray<z.ZodType>).element) : call.answer;
  const result = schema.safeParse(answer);
  if (!result.success) throw new Error(`${call.method} ${call.path} answer breaks the contract: ${z.prettifyError(result.error)}`);
}

/** `?type=&q=` means no type and no search: an empty query value counts as absent (never as 0). */
function withoutEmptyValues(query: unknown): unknown {
  if (query === null || typeof query !== "object") return query;
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ""));
}

/** /page/{id} → /page/:id */
export const fastifyPath = (path: string) => path.replace(/\{([A-Za-z]+)\}/g, ":$1");

/**
 * Raw-body calls (an image upload) live in a scope of their own whose only parser reads any Content-Type as bytes, up
 * to the call's limit (Fastify refuses a larger Content-Length before reading and counts a chunked body as it comes);
 * every other call keeps JSON only (415 for anything else).
 */
function rawBodyScope(app: FastifyInstance, register: (scope: FastifyInstance) => void) {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => done(null, body));
    register(scope);
  });
}

export function registerRoutes(app: FastifyInstance, options: ApiOptions, routes: RouteSpec[]) {
  for (const route of routes) {
    if (route.call.rawBody) rawBodyScope(app, (scope) => registerRoute(scope, options, route));
    else registerRoute(app, options, route);
  }
}

function registerRoute(app: FastifyInstance, options: ApiOptions, route: RouteSpec) {
  const { call } = route;
  app.route({
    ...(call.rawBody ? { bodyLimit: call.rawBody.maxBytes } : {}),
    method: call.method,
    url: fastifyPath(call.path),
    // Calls that answer tokens or need a signed-in user: their answers get Cache-Control: no-store (app.ts).
    config: { private: call.auth !== undefined || /^\/(auth|profile)(\/|$)/.test(call.path) },
    handler: async (request, reply) => {
      const headers = parse(
        apiHeaders,
        { lang: headerValue(request, "lang"), "x-client-id": headerValue(request, "x-client-id") },
        "header",
      ) as z.output<typeof apiHeaders>;
      const input = {
        params: parse(call.params, request.params, "path"),
        query: parse(call.query, withoutEmptyValues(request.query), "query"),
        body: call.rawBody ? (Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)) : parse(call.body, request.body, "body"),
      } as Parameters<RouteSpec["handler"]>[0];
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
      // A 304 (the client's copy is current) has no body whatever the contract's answer.
      if (options.validateAnswers && ctx.status !== 304) assertAnswer(call, answer);
      if (answer === undefined) return reply.status(ctx.status ?? 204).send();
      if (call.answerType) reply.type(call.answerType.startsWith("text/") ? `${call.answerType}; charset=utf-8` : call.answerType);
      return reply.status(ctx.status ?? call.status ?? 200).send(answer);
    },
  });
}

// The OpenAPI 3.1 document, generated from the same route declarations and contract schemas the API validates with.
import { z } from "zod";
import { apiError, apiHeaders, paginationHeaders } from "@storyfront/schemas";
import type { RouteSpec } from "./route";

type JsonSchema = Record<string, unknown>;

const binary = { type: "string", format: "binary" };

const toSchema = (schema: z.ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: "any" }) as JsonSchema;
  return rest;
};

function parameters(schema: z.ZodType | undefined, where: "query" | "path" | "header") {
  if (!schema) return [];
  const json = toSchema(schema, "input") as { properties?: Record<string, JsonSchema>; required?: string[] };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === "path" || (json.required ?? []).includes(name),
    schema: property,
    ...(typeof property.description === "string" ? { description: property.description } : {}),
  }));
}

export function openApiDocument(routes: RouteSpec[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  const errorBody = { "application/json": { schema: toSchema(apiError, "output") } };
  const pagingHeaders = Object.fromEntries(Object.values(paginationHeaders).map((name) => [name, { schema: { type: "integer" } }]));
  for (const { call, summary, tag } of routes) {
    const status = String(call.status ?? (call.answer ? 200 : 204));
    const operations = (paths[call.path] ??= {});
    operations[call.method.toLowerCase()] = {
      summary,
      tags: [tag],
      parameters: [
        ...parameters(call.params, "path"),
        ...parameters(call.query, "query"),
        ...parameters(apiHeaders, "header"),
        ...(call.headers ?? []).map((name) => ({ name, in: "header", required: true, schema: { type: "string" } })),
        ...(call.optionalHeaders ?? []).map((name) => ({ name, in: "header", required: false, schema: { type: "string" } })),
      ],
      ...(call.rawBody
        ? {
            requestBody: {
              required: true,
              description: `The file's bytes, at most ${call.rawBody.maxBytes} bytes (413 beyond); the bytes decide the type.`,
              content: Object.fromEntries(call.rawBody.mediaTypes.map((type) => [type, { schema: binary }])),
            },
          }
        : {}),
      ...(call.body
        ? {
            requestBody: {
              required: !call.body.safeParse(undefined).success,
              content: { "application/json": { schema: toSchema(call.body, "input") } },
            },
          }
        : {}),
      ...(call.auth ? { security: call.auth === "optional" ? [{ bearer: [] }, {}] : [{ bearer: [] }] } : {}),
      responses: {
        [status]: {
          description: "Success",
          ...(call.answer
            ? {
                content: {
                  [call.answerType ?? "application/json"]: {
                    schema: call.answerType?.startsWith("image/") ? binary : toSchema(call.answer, "output"),
                  },
                },
              }
            : {}),
          ...(call.paged ? { headers: pagingHeaders } : {}),
        },
        "4XX": { description: "Client error; 422 names each invalid field and rule", content: errorBody },
      },
    };
  }
  return {
    openapi: "3.1.0",
    info: { title: "Storyfront content API", version: "1.0.0", description: "Every call the Storyfront site makes (spec §7)." },
    components: { securitySchemes: { bearer: { type: "http", scheme: "bearer" } } },
    paths,
  };
}

import { describe, expect, it } from "vitest";
import { z } from "zod";
import { apiCalls, type ApiCall } from "./calls";
import { pageListQuery } from "./page";
import { leadRequest } from "./lead";

describe("apiCalls", () => {
  it.each(Object.entries(apiCalls))("%s names its path parameters in its params schema", (_name, call) => {
    const names = [...call.path.matchAll(/\{([A-Za-z]+)\}/g)].map((match) => match[1]);
    const params = "params" in call ? Object.keys((call.params as z.ZodObject).shape) : [];
    expect(params.sort()).toEqual(names.sort());
  });

  it("has one entry per method and path", () => {
    const keys = Object.values(apiCalls).map((call) => `${call.method} ${call.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("gives every call's schemas a JSON Schema for the OpenAPI document", () => {
    for (const call of Object.values(apiCalls) as ApiCall[]) {
      for (const schema of [call.params, call.query, call.body, call.answer]) {
        if (schema) expect(() => z.toJSONSchema(schema, { io: "input", unrepresentable: "any" })).not.toThrow();
      }
    }
  });
});

describe("query and body schemas as the site uses them", () => {
  it("accept typed values as well as query-string text", () => {
    expect(pageListQuery.parse({ type: 4, page: 0, "per-page": 12, expand: "content,tags" })).toEqual({
      type: 4,
      page: 0,
      "per-page": 12,
      expand: ["content", "tags"],
    });
    expect(pageListQuery.parse({ type: "4", page: "2" })).toEqual({ type: 4, page: 2 });
  });

  it("tell the demo and enterprise leads apart by kind", () => {
    expect(leadRequest.safeParse({ kind: "demo", email: "a@b.co", name: "A" }).success).toBe(true);
    expect(leadRequest.safeParse({ kind: "enterprise", email: "a@b.co", name: "A" }).success).toBe(false);
  });
});

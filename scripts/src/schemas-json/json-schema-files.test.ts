import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { contentRoot } from "../content-root";
import { jsonSchemaFiles } from "./json-schema-files";

describe("JSON Schemas for editors", () => {
  it("are committed and match the zod schemas (run npm run schemas:json -w scripts after a schema change)", () => {
    for (const [name, text] of jsonSchemaFiles()) {
      expect(readFileSync(join(contentRoot, "schemas", name), "utf8"), name).toBe(text);
    }
  });

  it("tell an editor which block types a landing accepts", () => {
    const landing = JSON.parse(jsonSchemaFiles().get("landings.schema.json") ?? "{}") as {
      properties: { blocks: { items: { oneOf: { properties: { type: { const: string } } }[] } } };
    };
    const types = landing.properties.blocks.items.oneOf.map((option) => option.properties.type.const);
    expect(types).toEqual([
      "intro",
      "numbers",
      "features",
      "forWho",
      "benefits",
      "videoGuide",
      "awards",
      "successes",
      "inspoGuide",
      "salesBlock",
      "richText",
      "cta",
      "signupEmail",
    ]);
  });
});

describe("editor settings", () => {
  it("map every collection folder to its JSON Schema", () => {
    const settings = JSON.parse(readFileSync(join(contentRoot, "..", ".vscode", "settings.json"), "utf8")) as {
      "json.schemas": { fileMatch: string[]; url: string }[];
    };
    const mapped = settings["json.schemas"].map((entry) => entry.url.replace("./content/schemas/", ""));
    expect(mapped.sort()).toEqual([...jsonSchemaFiles().keys()].sort());
  });
});

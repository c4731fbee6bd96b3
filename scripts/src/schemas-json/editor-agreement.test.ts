// The editor's JSON Schema and the validator must agree: a file the validator accepts shows no red squiggles.
import Ajv from "ajv";
import { describe, expect, it } from "vitest";
import { contentRoot } from "../content-root";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import { jsonSchemaFiles } from "./json-schema-files";

const ajv = new Ajv({ allErrors: true });
const validators = new Map(
  [...jsonSchemaFiles()].map(([name, text]) => [name.replace(".schema.json", ""), ajv.compile(JSON.parse(text) as object)]),
);

describe("JSON Schema in the editor", () => {
  it("accepts every content file of the repository", () => {
    const rejected = readContentFolder(contentRoot)
      .files.filter((file) => file.path.endsWith(".json") && !file.path.startsWith("schemas/") && !file.path.startsWith("messages/"))
      .flatMap((file) => {
        const validate = validators.get(file.path.split("/")[0] ?? "");
        return validate && !validate(JSON.parse(file.text)) ? [`${file.path}: ${ajv.errorsText(validate.errors)}`] : [];
      });
    expect(rejected).toEqual([]);
  });

  it("flags an unknown block type and a missing field, as the validator does", () => {
    const validate = validators.get("landings")!;
    const landing = {
      $schema: "../schemas/landings.schema.json",
      slug: "x",
      path: "/solutions/x",
      seo: { title: "X", description: "Y" },
      blocks: [{ type: "carousel" }],
    };
    expect(validate(landing)).toBe(false);
    expect(validate({ ...landing, blocks: [{ type: "cta", title: "Hi" }] })).toBe(false);
    expect(validate({ ...landing, blocks: [{ type: "cta", title: "Hi", button: { label: "Go", href: "/sales" } }] })).toBe(true);
  });
});

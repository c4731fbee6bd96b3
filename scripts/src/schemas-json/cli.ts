// npm run schemas:json -- writes content/schemas/*.schema.json (JSON files) and *.front-matter.schema.json
// (MDX front matter) from the zod schemas (commit the result).
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { contentRoot } from "../content-root";
import { frontMatterSchemaFiles } from "./front-matter-schemas";
import { jsonSchemaFiles } from "./json-schema-files";

const folder = join(contentRoot, "schemas");
mkdirSync(folder, { recursive: true });
const files = new Map([...jsonSchemaFiles(), ...frontMatterSchemaFiles()]);
for (const [name, text] of files) writeFileSync(join(folder, name), text);
console.log(`Wrote ${files.size} JSON Schemas to content/schemas/`);

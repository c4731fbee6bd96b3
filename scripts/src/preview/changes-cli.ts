// npm run preview:changes -- --base <ref> [--format text|json|markdown] [--content <folder>]
// Prints the pages the checkout adds, changes or removes against the merge-base of the base ref, without building.
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { previewChanges, PreviewChangesError } from "@storyfront/content-model/graph/git-changes";
import { contentRoot, siteSrc } from "../content-root";
import { formatChanges, formats, type Format } from "./format-changes";

function fail(message: string): never {
  console.error(`preview:changes: ${message}`);
  process.exit(2);
}

let values: { base?: string; format?: string; content?: string };
try {
  ({ values } = parseArgs({
    options: { base: { type: "string" }, format: { type: "string" }, content: { type: "string" } },
    strict: true,
  }));
} catch (error) {
  fail(`${(error as Error).message}\nusage: npm run preview:changes -- --base <ref> [--format text|json|markdown]`);
}
const format = (values.format ?? "text") as Format;
if (!formats.includes(format)) fail(`unknown format "${format}": use ${formats.join(", ")}`);
const base = values.base ?? process.env.SITE_PREVIEW_BASE ?? "main";

try {
  console.log(
    formatChanges(
      previewChanges({
        contentRoot: values.content ? resolve(process.env.INIT_CWD ?? process.cwd(), values.content) : contentRoot,
        base,
        siteSrc,
      }),
      format,
    ),
  );
} catch (error) {
  if (error instanceof PreviewChangesError) fail(error.message);
  throw error;
}

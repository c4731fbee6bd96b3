// The editor's front-matter check (.remarkrc.mjs, read by VS Code's remark extension) and the validator
// agree: every MDX file the validator accepts shows no squiggles, and a wrong field is flagged on its line.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { readContentFolder } from "@storyfront/content-model/read-content-folder";
import remarkParse from "remark-parse";
import { unified, type PluggableList } from "unified";
import { VFile } from "vfile";
import { describe, expect, it } from "vitest";
import { contentRoot } from "../content-root";
import { frontMatterSchemaFiles } from "./front-matter-schemas";

const repoRoot = join(contentRoot, "..");
const { default: config } = (await import(pathToFileURL(join(repoRoot, ".remarkrc.mjs")).href)) as { default: { plugins: PluggableList } };
const processor = unified().use(remarkParse).use(config.plugins);

async function editorMessages(path: string, text: string): Promise<string[]> {
  const file = new VFile({ path: join(contentRoot, path), cwd: repoRoot, value: text });
  await processor.run(processor.parse(file), file);
  return file.messages.map((message) => `${message.line}:${message.column} ${message.reason}`);
}

describe("front matter in the editor", () => {
  it("has committed JSON Schemas that match the zod schemas (npm run schemas:json -w scripts)", () => {
    for (const [name, text] of frontMatterSchemaFiles()) expect(readFileSync(join(contentRoot, "schemas", name), "utf8"), name).toBe(text);
  });

  it("accepts every MDX file of the repository", async () => {
    const mdx = readContentFolder(contentRoot).files.filter((file) => file.path.endsWith(".mdx"));
    expect(mdx.length).toBeGreaterThan(30);
    for (const file of mdx) expect(await editorMessages(file.path, file.text), file.path).toEqual([]);
    // 30-odd files through remark and a JSON Schema that holds every block type: seconds on a busy machine.
  }, 60_000);

  it("flags a wrong value on its line, as the validator does", async () => {
    const text = readFileSync(join(contentRoot, "legal/terms.mdx"), "utf8").replace("slug: terms", "slug: conditions");
    const line = text.split("\n").findIndex((row) => row.startsWith("slug:")) + 1;
    expect(await editorMessages("legal/terms.mdx", text)).toEqual([
      expect.stringMatching(new RegExp(`^${line}:7 Must be equal to one of the allowed values`)),
    ]);
  });
});

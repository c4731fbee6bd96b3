// Why a content file is not in the canonical format, in a few words per reason (for `content:format --check`).
import { collections } from "@storyfront/schemas";
import { collectionOfFile } from "../check/content-path";
import { frontMatterSchema, mdxBodyFields } from "../check/mdx-fields";
import { canonicalYaml, parseYaml } from "./canonical-yaml";
import { formatContentFile, hasCanonicalFormat, parseContentFile } from "./content-format";
import { splitFrontMatter } from "./front-matter";
import { orderBySchema } from "./schema-shape";

function lines(text: string): string[] {
  return text.replace(/\n+$/, "").split("\n");
}

/** Differences line by line between the file's formatted part and the canonical text in the file's own key order. */
function layoutReasons(written: string, canonical: string, quoting: boolean): string[] {
  const before = lines(written.replace(/\r/g, "").replace(/[ \t]+$/gm, ""));
  const after = lines(canonical);
  if (before.join("\n") === after.join("\n")) return [];
  if (before.length !== after.length) return ["line breaks"];
  const reasons = new Set<string>();
  before.forEach((line, index) => {
    const other = after[index] ?? "";
    if (line === other) return;
    if (line.trimStart() === other.trimStart()) reasons.add("indent");
    else if (quoting && line.replace(/["']/g, "") === other.replace(/["']/g, "")) reasons.add("quoting");
    else reasons.add("spacing or spelling of a value");
  });
  return [...reasons];
}

/** The reasons the file differs from its canonical format; empty when it is canonical (or not a formatted file). */
export function formatDifferences(path: string, text: string): string[] {
  if (!hasCanonicalFormat(path)) return [];
  let canonical: string;
  try {
    canonical = formatContentFile(path, text);
  } catch (error) {
    return [`cannot be read: ${(error as Error).message}`];
  }
  if (canonical === text) return [];
  const reasons: string[] = [];
  const parsed = parseContentFile(path, text);
  const collection = collectionOfFile(path);
  let written = text;
  let unordered: string;
  if (parsed.format === "json") {
    const schema = collection ? collections[collection].schema : undefined;
    if (JSON.stringify(parsed.value) !== JSON.stringify(orderBySchema(parsed.value, schema))) reasons.push("key order");
    unordered = `${JSON.stringify(parsed.value, null, 2)}\n`;
  } else {
    const field = collection ? mdxBodyFields[collection] : undefined;
    const schema = collection && field ? frontMatterSchema(collection, field) : undefined;
    const { frontMatter } = parsed.value;
    if (JSON.stringify(frontMatter) !== JSON.stringify(orderBySchema(frontMatter, schema))) reasons.push("key order");
    written = splitFrontMatter(text)?.yaml ?? "";
    unordered = canonicalYaml(parseYaml(written), undefined);
    if (!/^# yaml-language-server:/m.test(written)) reasons.push("no schema comment");
  }
  if (written.includes("\r")) reasons.push("CR LF line endings");
  if (/[ \t]+\r?$/m.test(written)) reasons.push("trailing spaces");
  // JSON and MDX alike end with exactly one newline.
  if (!/[^\n]\n$/.test(text)) reasons.push("final newline");
  if (parsed.format === "mdx" && !/^---\n/.test(text)) reasons.push("front matter delimiters");
  reasons.push(...layoutReasons(written, unordered, parsed.format === "mdx"));
  return reasons.length > 0 ? reasons : ["spacing"];
}

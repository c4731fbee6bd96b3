// The one canonical format of content files, shared by the Studio's save and `npm run content:format`:
// JSON with keys in the schema's order and two-space indent; MDX with its front matter canonical likewise
// and the text below it untouched but for its end: one final newline. Pure: text in, text out.
import { collections, type CollectionName } from "@storyfront/schemas";
import type { z } from "zod";
import { collectionOfFile } from "../check/content-path";
import { frontMatterSchema, mdxBodyFields } from "../check/mdx-fields";
import { canonicalYaml, documentOf, parseYaml, patchDocument } from "./canonical-yaml";
import { joinFrontMatter, splitFrontMatter } from "./front-matter";
import { orderBySchema } from "./schema-shape";
import { duplicateJsonKey } from "./duplicate-keys";

/** An MDX content file as the Studio edits it: the front matter's fields and the text below it. */
export interface MdxContent {
  frontMatter: Record<string, unknown>;
  body: string;
}

export type ParsedContent = { format: "json"; value: unknown } | { format: "mdx"; value: MdxContent };

/** UI message catalogues have no content schema: they are formatted like JSON content, in their own key order. */
const plainJsonFolders = ["messages"];

type FileKind = { format: "json"; schema?: z.ZodType } | { format: "mdx"; schema: z.ZodType; schemaComment: string };

function kindOf(path: string): FileKind | undefined {
  const collection: CollectionName | undefined = collectionOfFile(path);
  const [folder = "", name = "", ...deeper] = path.split("/");
  if (!collection) {
    return plainJsonFolders.includes(folder) && deeper.length === 0 && name.endsWith(".json") ? { format: "json" } : undefined;
  }
  if (path.endsWith(".json")) return { format: "json", schema: collections[collection].schema };
  const field = mdxBodyFields[collection];
  if (!field) return undefined;
  const schemaComment = `yaml-language-server: $schema=../schemas/${folder}.front-matter.schema.json`;
  return { format: "mdx", schema: frontMatterSchema(collection, field), schemaComment };
}

function kindOrThrow(path: string): FileKind {
  const kind = kindOf(path);
  if (!kind) throw new Error(`${path} is not a content file with a canonical format`);
  return kind;
}

/**
 * Whether the file (path relative to content/) has a canonical format: collection files in the right folder with
 * a valid name, and message catalogues. Generated JSON Schemas, media and rich-text MDX are left alone.
 */
export function hasCanonicalFormat(path: string): boolean {
  return kindOf(path) !== undefined;
}

function parseJson(path: string, text: string): unknown {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new Error(`not valid JSON: ${(error as Error).message}`);
  }
  // JSON.parse keeps the last of two equal keys: formatting would silently drop the first one.
  const duplicate = duplicateJsonKey(text);
  if (duplicate) throw new Error(`the key "${duplicate}" appears twice in one object`);
  return value;
}

function mdxParts(text: string): { yaml: string; body: string } {
  const parts = splitFrontMatter(text);
  if (!parts) throw new Error("an MDX content file starts with its front matter between --- lines");
  return parts;
}

/** Reads a content file for editing. Throws an Error saying why when the file cannot be read. */
export function parseContentFile(path: string, text: string): ParsedContent {
  const kind = kindOrThrow(path);
  if (kind.format === "json") return { format: "json", value: parseJson(path, text) };
  const { yaml, body } = mdxParts(text);
  const frontMatter = parseYaml(yaml).toJS() as unknown;
  if (frontMatter !== null && (typeof frontMatter !== "object" || Array.isArray(frontMatter))) {
    throw new Error("the front matter is not a list of fields");
  }
  return { format: "mdx", value: { frontMatter: (frontMatter ?? {}) as Record<string, unknown>, body } };
}

function canonicalJson(value: unknown, schema: z.ZodType | undefined): string {
  return `${JSON.stringify(orderBySchema(value, schema), null, 2)}\n`;
}

/**
 * The text below the front matter ends with exactly one newline, as every canonical file does: typing at the end of a
 * case study in the Studio drops it, and a check that accepted that let the next editor's save show a stray change.
 */
function oneFinalNewline(body: string): string {
  const text = body.replace(/(?:\r?\n)+$/, "");
  return text === "" ? "" : `${text}\n`;
}

/** The file in the canonical format. Throws an Error saying why when it cannot be read (the checker reports it too). */
export function formatContentFile(path: string, text: string): string {
  const kind = kindOrThrow(path);
  if (kind.format === "json") return canonicalJson(parseJson(path, text), kind.schema);
  const { yaml, body } = mdxParts(text);
  return joinFrontMatter({ yaml: canonicalYaml(parseYaml(yaml), kind.schema, kind.schemaComment), body: oneFinalNewline(body) });
}

function isMdxContent(value: unknown): value is MdxContent {
  const candidate = value as Partial<MdxContent> | null;
  return typeof candidate?.body === "string" && candidate.frontMatter !== null && typeof candidate.frontMatter === "object";
}

/**
 * The canonical text of a content value: a JSON file's object, or an MDX file's { frontMatter, body }.
 * previousText (MDX): the file as it was opened, so comments and the fields that did not change keep their nodes;
 * a value that did not change gives the canonical form of previousText, and one changed field changes only its lines.
 */
export function serializeContent(path: string, value: unknown, previousText?: string): string {
  const kind = kindOrThrow(path);
  if (kind.format === "json") return canonicalJson(value, kind.schema);
  if (!isMdxContent(value)) throw new Error(`${path} is MDX: save it as { frontMatter, body }`);
  const previous = previousText === undefined ? undefined : splitFrontMatter(previousText);
  const document = previous ? parseYaml(previous.yaml) : documentOf({});
  patchDocument(document, value.frontMatter);
  return joinFrontMatter({ yaml: canonicalYaml(document, kind.schema, kind.schemaComment), body: oneFinalNewline(value.body) });
}

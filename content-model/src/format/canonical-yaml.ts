// The canonical front matter: keys in the schema's order, two-space indent, block style, strings quoted only
// where a YAML 1.2 or 1.1 reader would otherwise take them for something else (a number, a date, a boolean),
// comments kept with the field they sit above, and the editor's schema comment as the first line.
import { Document, isMap, isNode, isScalar, isSeq, parseDocument, visit, type Node, type Pair, type ToStringOptions } from "yaml";
import type { z } from "zod";
import { canonicalKeyOrder, shapeOf } from "./schema-shape";

/** compat: a string that YAML 1.1 (js-yaml, older editors) reads as a date or boolean stays quoted. */
const parseOptions = { compat: "yaml-1.1" } as const;
const stringifyOptions: ToStringOptions = {
  indent: 2,
  indentSeq: true,
  lineWidth: 0,
  minContentWidth: 0,
  defaultStringType: "PLAIN",
  defaultKeyType: "PLAIN",
};
const schemaCommentPattern = /^ ?yaml-language-server:/;

export function parseYaml(yaml: string): Document {
  const document = parseDocument(yaml, parseOptions);
  const error = document.errors[0];
  if (error) throw new Error(`the front matter is not valid YAML: ${error.message.split("\n")[0] ?? ""}`);
  return document;
}

/** A new document for a value, as the Studio's save of a new file needs it. */
export function documentOf(value: unknown): Document {
  return new Document(value, parseOptions);
}

function keyOf(pair: Pair): string {
  return isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
}

function reorder(node: unknown, schema: z.ZodType | undefined): void {
  if (!isNode(node)) return;
  const shape = shapeOf(schema, node.toJSON());
  if (isMap(node)) {
    const pairs = new Map(node.items.map((pair) => [keyOf(pair), pair]));
    node.items = canonicalKeyOrder([...pairs.keys()], shape.keys).flatMap((key) => pairs.get(key) ?? []);
    for (const pair of node.items) reorder(pair.value, shape.child(keyOf(pair)));
  } else if (isSeq(node)) node.items.forEach((item, index) => reorder(item, shape.child(index)));
}

interface Commented {
  commentBefore?: string | null;
  comment?: string | null;
  spaceBefore?: boolean;
}

/** Takes the `# yaml-language-server: $schema=…` line out of wherever the parser attached it (top or bottom). */
function takeSchemaComment(document: Document): string | undefined {
  const first = isMap(document.contents) ? document.contents.items[0] : undefined;
  const holders: Commented[] = [document, ...(isNode(document.contents) ? [document.contents] : [])];
  if (first && isNode(first.key)) holders.push(first.key);
  const places = [
    ...holders.map((holder) => ({ holder, field: "commentBefore" as const })),
    { holder: document as Commented, field: "comment" as const },
  ];
  for (const { holder, field } of places) {
    const lines = holder[field]?.split("\n") ?? [];
    const index = lines.findIndex((line) => schemaCommentPattern.test(line));
    if (index < 0) continue;
    const [line] = lines.splice(index, 1);
    holder[field] = lines.length > 0 ? lines.join("\n") : null;
    return line?.trim();
  }
  return undefined;
}

/** Comments without trailing spaces, and no blank lines between fields. */
function tidy(node: Commented): void {
  node.commentBefore &&= node.commentBefore.replace(/[ \t]+$/gm, "");
  node.comment &&= node.comment.replace(/[ \t]+$/gm, "");
  node.spaceBefore = false;
}

/**
 * Styles chosen by the format, not by whoever wrote the file last: block collections (flow only when empty),
 * strings plain where safe, numbers and null as YAML writes them by default (1.5, not 1.50; null, not ~).
 */
function canonicalStyles(document: Document): void {
  tidy(document);
  visit(document, {
    Scalar(_key, scalar) {
      tidy(scalar);
      if (typeof scalar.value === "string") {
        // A line ending in spaces only survives in quotes: a block scalar (|) would lose them to trailing-space trimming.
        scalar.type = /[ \t](?:\n|$)/.test(scalar.value) && scalar.value.includes("\n") ? "QUOTE_DOUBLE" : undefined;
        return;
      }
      scalar.type = undefined;
      delete scalar.source;
      delete scalar.format;
      delete scalar.minFractionDigits;
    },
    Map(_key, map) {
      tidy(map);
      map.flow = map.items.length === 0;
    },
    Seq(_key, seq) {
      tidy(seq);
      seq.flow = seq.items.length === 0;
    },
  });
}

/**
 * The canonical text of a front matter document (changed in place). schemaComment: the comment line to put
 * first when the document has none (a file without one keeps having none only when this is undefined).
 */
export function canonicalYaml(document: Document, schema: z.ZodType | undefined, schemaComment?: string): string {
  const comment = takeSchemaComment(document) ?? schemaComment;
  reorder(document.contents, schema);
  canonicalStyles(document);
  const contents = document.contents;
  const first = isMap(contents) ? contents.items[0] : undefined;
  if (comment) {
    const holder: { commentBefore?: string | null } = first && isNode(first.key) ? first.key : document;
    holder.commentBefore = [` ${comment.replace(/^#\s*/, "")}`, holder.commentBefore].filter(Boolean).join("\n");
  }
  return contents === null && !document.commentBefore && !document.comment ? "" : document.toString(stringifyOptions);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

/** A new node for value that keeps the comments of the node it replaces. */
function replacement(document: Document, old: unknown, value: unknown): unknown {
  const node = document.createNode(value);
  if (isNode(old)) {
    node.commentBefore = old.commentBefore;
    node.comment = old.comment;
  }
  return node;
}

/**
 * Makes `node` hold `value`, keeping the nodes (and so the comments) of everything that did not change. Keys end
 * up in the value's order; canonicalYaml then sorts the ones the schema knows.
 */
export function patchNode(document: Document, node: unknown, value: unknown): unknown {
  if (isScalar(node) && !isNode(value) && (value === null || typeof value !== "object")) {
    if (node.value === value) return node;
    if (typeof node.value === typeof value) {
      node.value = value;
      return node;
    }
    return replacement(document, node, value);
  }
  if (isMap(node) && isRecord(value)) {
    const pairs = new Map(node.items.map((pair) => [keyOf(pair), pair]));
    node.items = Object.entries(value)
      .filter(([, child]) => child !== undefined)
      .map(([key, child]) => {
        const pair = pairs.get(key);
        if (!pair) return document.createPair(key, child);
        pair.value = patchNode(document, pair.value, child);
        return pair;
      });
    return node;
  }
  if (isSeq(node) && Array.isArray(value)) {
    node.items = value.map((child, index) =>
      index < node.items.length ? patchNode(document, node.items[index], child) : document.createNode(child),
    );
    return node;
  }
  return replacement(document, node, value);
}

export function patchDocument(document: Document, value: Record<string, unknown>): void {
  document.contents = patchNode(document, document.contents, value) as Node;
}

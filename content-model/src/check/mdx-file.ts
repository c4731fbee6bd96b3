// Reads an MDX content file: YAML front matter (gray-matter) for the fields, the text below it for the
// collection's long-text field. Positions of front-matter fields come from yaml's parse tree.
import matter from "gray-matter";
import { isMap, isScalar, parse as parseYaml, parseDocument, type Document } from "yaml";
import type { Locator } from "./json-locator";
import { LineIndex } from "./line-index";
import { checkMdxBody, type BodyLink } from "./mdx-body";
import type { MdxBodyField } from "./mdx-fields";
import { parseMdx, type MdxNode, type MdxPoint } from "./mdx-tree";
import type { Position } from "./problem";

export interface PlacedFinding extends Position {
  /** Errors unless said otherwise (a declared block the text never places is a warning). */
  severity?: "warning";
  path: readonly PropertyKey[];
  message: string;
  fix: string;
}

export interface MdxReading {
  /** Front matter plus the long-text field; undefined when the front matter cannot be read. */
  data?: Record<string, unknown>;
  locate: Locator;
  findings: PlacedFinding[];
  links: (BodyLink & Position)[];
  /** The body is blank or unreadable: its own finding says so, the schema's "too few items" would only repeat it. */
  bodyReported: boolean;
}

interface Section {
  heading: string;
  headingAt: MdxPoint;
  start?: number;
  end?: number;
}

function sectionsOf(tree: MdxNode, body: string, findings: { at: MdxPoint; message: string; fix: string }[]): Section[] {
  const sections: Section[] = [];
  for (const node of tree.children ?? []) {
    const start = node.position?.start;
    const end = node.position?.end;
    if (!start || !end) continue;
    if (node.type === "heading" && node.depth === 2) {
      const first = node.children?.[0]?.position?.start.offset ?? end.offset ?? 0;
      const last = node.children?.at(-1)?.position?.end.offset ?? first;
      sections.push({ heading: body.slice(first, last), headingAt: start });
      continue;
    }
    const section = sections.at(-1);
    if (!section) {
      findings.push({
        at: start,
        message: "a legal page in MDX is a list of sections and this text comes before the first one",
        fix: "start the text with a section heading: ## Heading",
      });
      continue;
    }
    section.start ??= start.offset;
    section.end = end.offset;
  }
  return sections;
}

/** The YAML node at path, or its nearest parent that exists; with key, that field's name in the map. */
function yamlNodeAt(
  document: Document,
  path: readonly PropertyKey[],
  key?: string,
): { range?: [number, number, number] | null } | undefined {
  let node: unknown;
  for (let length = path.length; length >= 0 && !node; length -= 1)
    node = length === 0 ? document.contents : document.getIn(path.slice(0, length), true);
  if (key !== undefined && isMap(node)) {
    const pair = node.items.find((item) => isScalar(item.key) && item.key.value === key);
    if (pair && isScalar(pair.key)) return pair.key;
  }
  return node && typeof node === "object" ? (node as { range?: [number, number, number] | null }) : undefined;
}

export function readMdxFile(text: string, field: MdxBodyField): MdxReading {
  const lines = new LineIndex(text);
  const findings: PlacedFinding[] = [];
  let front: matter.GrayMatterFile<string>;
  try {
    // YAML 1.2 (the yaml package) keeps 2026-05-04 a text, as the schemas expect; js-yaml would make it a Date.
    // Options given on purpose too: without them gray-matter caches every text it saw, forever.
    front = matter(text, { engines: { yaml: { parse: (source: string) => parseYaml(source) as object } } });
  } catch (error) {
    const place = (error as { linePos?: { line: number; col: number }[] }).linePos?.[0];
    const reason = ((error as Error).message.split("\n")[0] ?? "").replace(/ at line \d+, column \d+:?$/, "");
    const at = { line: place?.line ?? 2, column: place?.col ?? 1 };
    findings.push({
      ...at,
      path: [],
      message: `the front matter is not valid YAML: ${reason}`,
      fix: "check the indentation and quotes; put a value that contains a colon in quotes",
    });
    return { locate: () => at, findings, links: [], bodyReported: true };
  }
  const data = front.data as unknown;
  if (!front.matter.trim() || data === null || typeof data !== "object" || Array.isArray(data)) {
    findings.push({
      line: 1,
      column: 1,
      path: [],
      message: "an MDX content file starts with its fields in front matter between --- lines",
      fix: "begin the file with ---, one field per line (title: …), then --- and the text",
    });
    return { locate: () => ({ line: 1, column: 1 }), findings, links: [], bodyReported: true };
  }
  const fields = { ...(data as Record<string, unknown>) };
  const matterOffset = Math.max(text.indexOf(front.matter), 0);
  const bodyOffset = text.endsWith(front.content) ? text.length - front.content.length : text.length;
  const bodyStart = lines.position(bodyOffset);
  const toFile = (at: MdxPoint): Position => ({
    line: at.line + bodyStart.line - 1,
    column: at.line === 1 ? at.column + bodyStart.column - 1 : at.column,
  });
  let document: Document | undefined;
  const frontMatterAt = (path: readonly PropertyKey[], key?: string): Position => {
    document ??= parseDocument(front.matter);
    const range = yamlNodeAt(document, path, key)?.range;
    return range ? lines.position(matterOffset + range[0]) : { line: 2, column: 1 };
  };

  if (field in fields) {
    findings.push({
      ...frontMatterAt([], field),
      path: [field],
      message: `"${field}" comes from the text below the front matter`,
      fix: `remove "${field}" from the front matter and write the text after the closing ---`,
    });
  }
  const body = front.content;
  const parsed = parseMdx(body);
  const links: (BodyLink & Position)[] = [];
  const sectionStarts: { heading: Position; text: Position }[] = [];
  let bodyReported = false;
  if (!parsed.ok) {
    bodyReported = true;
    findings.push({
      ...toFile(parsed.at),
      path: [field],
      message: `the text cannot be read as MDX: ${parsed.reason}`,
      fix: "close every component tag (<Callout>…</Callout>), and write \\{ or \\< to show a literal brace or angle bracket",
    });
    fields[field] = field === "body" ? [body] : [];
  } else {
    // Case studies and white papers (body) may place the blocks their front matter declares.
    const declared =
      fields.blocks !== null && typeof fields.blocks === "object" && !Array.isArray(fields.blocks) ? Object.keys(fields.blocks) : [];
    const checked = checkMdxBody(parsed.tree, field === "body" ? { blockIds: new Set(declared) } : {});
    for (const id of declared) {
      if (!checked.usedBlocks.has(id))
        findings.push({
          ...frontMatterAt(["blocks"], id),
          severity: "warning",
          path: ["blocks", id],
          message: `the block "${id}" is declared but the text never places it`,
          fix: `put <Block id="${id}" /> on its own line where it belongs, or remove it from blocks:`,
        });
    }
    for (const finding of checked.findings)
      findings.push({ ...toFile(finding.at), path: [field], message: finding.message, fix: finding.fix });
    for (const link of checked.links) links.push({ ...link, ...toFile(link.at) });
    if (field === "body") {
      fields.body = body.trim() ? [body] : [];
    } else {
      const sectionFindings: { at: MdxPoint; message: string; fix: string }[] = [];
      const sections = sectionsOf(parsed.tree, body, sectionFindings);
      for (const finding of sectionFindings)
        findings.push({ ...toFile(finding.at), path: [field], message: finding.message, fix: finding.fix });
      fields.sections = sections.map((section) => ({
        heading: section.heading,
        paragraphs: section.start === undefined ? [] : [body.slice(section.start, section.end)],
      }));
      for (const section of sections)
        sectionStarts.push({
          heading: toFile(section.headingAt),
          text: section.start === undefined ? toFile(section.headingAt) : lines.position(bodyOffset + section.start),
        });
    }
    if (!body.trim()) {
      bodyReported = true;
      findings.push({
        ...bodyStart,
        path: [field],
        message: "the page has no text below the front matter",
        fix:
          field === "body"
            ? "write the text after the closing ---"
            : "write the sections after the closing ---, each starting with ## Heading",
      });
    }
  }

  const locate: Locator = (path, key) => {
    if (path[0] !== field) return frontMatterAt(path, key);
    const section = typeof path[1] === "number" ? sectionStarts[path[1]] : undefined;
    if (!section) return bodyStart;
    return path[2] === "paragraphs" ? section.text : section.heading;
  };
  return { data: fields, locate, findings, links, bodyReported };
}

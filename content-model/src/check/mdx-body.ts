// What an MDX body may contain: Markdown and our registered components with quoted attributes.
// JavaScript (expressions, import/export, spread or {…} attributes) is refused, never run.
import { isMdxComponentName, mdxComponentNames, mdxComponents } from "../mdx-components";
import type { MdxNode, MdxPoint } from "./mdx-tree";

export interface BodyFinding {
  at: MdxPoint;
  message: string;
  fix: string;
}

/** A link or file path written in the body, checked like links in JSON files. */
export interface BodyLink {
  at: MdxPoint;
  href: string;
}

/** Places a block declared in the front matter's `blocks:` (case studies and white papers). */
export const blockTag = "Block";

export interface BodyOptions {
  /** Ids declared under the front matter's `blocks:`; undefined where the collection places no blocks. */
  blockIds?: ReadonlySet<string>;
}

const componentList = mdxComponentNames.map((name) => `<${name}>`).join(", ");
const escapeFix = "remove it, or write \\{ to show a literal brace (JavaScript never runs in content)";

function checkBlock(node: MdxNode, at: MdxPoint, options: BodyOptions, findings: BodyFinding[], used: Set<string>): void {
  if (!options.blockIds) {
    findings.push({
      at,
      message: `<${blockTag}> places landing blocks in case studies and white papers only`,
      fix: `remove it and write the text in Markdown, or use one of our components: ${componentList}`,
    });
    return;
  }
  const known = [...options.blockIds];
  const knownText = known.length
    ? `one of the ids declared under blocks: ${known.map((id) => `"${id}"`).join(", ")}`
    : "an id declared under blocks: in the front matter (none is declared yet)";
  if (node.type === "mdxJsxTextElement") {
    findings.push({
      at,
      message: `<${blockTag}> is inside a sentence`,
      fix: `put <${blockTag} id="…" /> on a line of its own, with blank lines around it`,
    });
    return;
  }
  let id: string | undefined;
  for (const attribute of node.attributes ?? []) {
    const attributeAt = attribute.position?.start ?? at;
    if (attribute.type === "mdxJsxAttribute" && attribute.name === "id" && typeof attribute.value === "string") id = attribute.value;
    else if (attribute.type === "mdxJsxAttribute" && attribute.name === "id")
      findings.push({
        at: attributeAt,
        message: `the id of <${blockTag}> is ${attribute.value ? "a JavaScript expression {…}" : "empty"}`,
        fix: `write it as text in quotes: id="…", ${knownText}`,
      });
    else
      findings.push({
        at: attributeAt,
        message:
          attribute.type === "mdxJsxExpressionAttribute"
            ? `<${blockTag}> has a JavaScript spread {…}`
            : `<${blockTag}> has no attribute "${attribute.name ?? ""}"`,
        fix: `write only id="…", ${knownText}`,
      });
  }
  if ((node.children ?? []).length > 0)
    findings.push({
      at,
      message: `<${blockTag}> takes no text inside`,
      fix: `write it as <${blockTag} id="…" /> and put the text in the block's fields`,
    });
  if (id === undefined) {
    if (!(node.attributes ?? []).some((attribute) => attribute.name === "id"))
      findings.push({ at, message: `<${blockTag}> needs "id"`, fix: `add id="…", ${knownText}` });
    return;
  }
  used.add(id);
  if (!options.blockIds.has(id))
    findings.push({ at, message: `no block "${id}" is declared in the front matter`, fix: `use ${knownText}, or declare "${id}" there` });
}

function checkComponent(node: MdxNode, at: MdxPoint, findings: BodyFinding[], links: BodyLink[]): void {
  const name = node.name;
  if (!name) {
    findings.push({ at, message: "a fragment <>…</> is not allowed", fix: "remove the <> and </> around the text" });
    return;
  }
  if (!isMdxComponentName(name)) {
    const html = /^[a-z]/.test(name);
    findings.push({
      at,
      message: html ? `raw HTML <${name}> is not allowed` : `unknown component <${name}>`,
      fix: `use Markdown${html ? " for formatting" : ""} or one of our components: ${componentList}`,
    });
    return;
  }
  const rule = mdxComponents[name];
  const given = new Set<string>();
  for (const attribute of node.attributes ?? []) {
    const attributeAt = attribute.position?.start ?? at;
    if (attribute.type === "mdxJsxExpressionAttribute") {
      findings.push({
        at: attributeAt,
        message: `<${name}> has a JavaScript spread {…}`,
        fix: `write each attribute as name="text"; <${name}> takes ${rule.attributes.join(", ")}`,
      });
      continue;
    }
    const attributeName = attribute.name ?? "";
    given.add(attributeName);
    if (!(rule.attributes as readonly string[]).includes(attributeName)) {
      findings.push({
        at: attributeAt,
        message: `<${name}> has no attribute "${attributeName}"`,
        fix: `use ${rule.attributes.map((known) => `"${known}"`).join(", ")}`,
      });
    } else if (typeof attribute.value !== "string") {
      findings.push({
        at: attributeAt,
        message: `the ${attributeName} of <${name}> is ${attribute.value ? "a JavaScript expression {…}" : "empty"}`,
        fix: `write it as text in quotes: ${attributeName}="…"`,
      });
    } else if (attributeName === "href" || attributeName === "src") {
      links.push({ at: attributeAt, href: attribute.value });
    }
  }
  const missing = rule.required.filter((required) => !given.has(required));
  if (missing.length > 0)
    findings.push({
      at,
      message: `<${name}> needs ${missing.map((attribute) => `"${attribute}"`).join(" and ")}`,
      fix: `add ${missing.map((attribute) => `${attribute}="…"`).join(" ")}`,
    });
}

/** Every finding and link in a body tree; positions are the tree's own (line 1 = first body line). */
export function checkMdxBody(
  tree: MdxNode,
  options: BodyOptions = {},
): { findings: BodyFinding[]; links: BodyLink[]; usedBlocks: Set<string> } {
  const findings: BodyFinding[] = [];
  const links: BodyLink[] = [];
  const usedBlocks = new Set<string>();
  const visit = (node: MdxNode): void => {
    const at = node.position?.start ?? { line: 1, column: 1 };
    switch (node.type) {
      case "mdxjsEsm":
        findings.push({
          at,
          message: "import and export are not allowed in content",
          fix: `remove the line; our components need no import: ${componentList}`,
        });
        return;
      case "mdxFlowExpression":
      case "mdxTextExpression":
        findings.push({ at, message: `the JavaScript expression {${(node.value ?? "").trim()}} is not allowed`, fix: escapeFix });
        return;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
        if (node.name === blockTag) {
          checkBlock(node, at, options, findings, usedBlocks);
          return;
        }
        checkComponent(node, at, findings, links);
        break;
      case "link":
      case "image":
      case "definition":
        if (node.url) links.push({ at, href: node.url });
        break;
      default:
        break;
    }
    node.children?.forEach(visit);
  };
  visit(tree);
  return { findings, links, usedBlocks };
}

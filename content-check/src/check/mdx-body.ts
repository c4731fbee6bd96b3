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

const componentList = mdxComponentNames.map((name) => `<${name}>`).join(", ");
const escapeFix = "remove it, or write \\{ to show a literal brace (JavaScript never runs in content)";

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
      findings.push({ at: attributeAt, message: `<${name}> has a JavaScript spread {…}`, fix: `write each attribute as name="text"; <${name}> takes ${rule.attributes.join(", ")}` });
      continue;
    }
    const attributeName = attribute.name ?? "";
    given.add(attributeName);
    if (!(rule.attributes as readonly string[]).includes(attributeName)) {
      findings.push({ at: attributeAt, message: `<${name}> has no attribute "${attributeName}"`, fix: `use ${rule.attributes.map((known) => `"${known}"`).join(", ")}` });
    } else if (typeof attribute.value !== "string") {
      findings.push({ at: attributeAt, message: `the ${attributeName} of <${name}> is ${attribute.value ? "a JavaScript expression {…}" : "empty"}`, fix: `write it as text in quotes: ${attributeName}="…"` });
    } else if (attributeName === "href" || attributeName === "src") {
      links.push({ at: attributeAt, href: attribute.value });
    }
  }
  const missing = rule.required.filter((required) => !given.has(required));
  if (missing.length > 0) findings.push({ at, message: `<${name}> needs ${missing.map((attribute) => `"${attribute}"`).join(" and ")}`, fix: `add ${missing.map((attribute) => `${attribute}="…"`).join(" ")}` });
}

/** Every finding and link in a body tree; positions are the tree's own (line 1 = first body line). */
export function checkMdxBody(tree: MdxNode): { findings: BodyFinding[]; links: BodyLink[] } {
  const findings: BodyFinding[] = [];
  const links: BodyLink[] = [];
  const visit = (node: MdxNode): void => {
    const at = node.position?.start ?? { line: 1, column: 1 };
    switch (node.type) {
      case "mdxjsEsm":
        findings.push({ at, message: "import and export are not allowed in content", fix: `remove the line; our components need no import: ${componentList}` });
        return;
      case "mdxFlowExpression":
      case "mdxTextExpression":
        findings.push({ at, message: `the JavaScript expression {${(node.value ?? "").trim()}} is not allowed`, fix: escapeFix });
        return;
      case "mdxJsxFlowElement":
      case "mdxJsxTextElement":
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
  return { findings, links };
}

import parse, { type CssNode } from "css-tree/parser";
import generate from "css-tree/generator";

// Project story styles (spec §7) restyle the story's own elements: type, colour, spacing, borders, simple layout.
// Everything else is dropped, whatever its spelling: a property is kept only when its name is one of these, so
// escaped names (`b\65havior`), vendor bindings (`-moz-binding`) and `behavior` never match.
const allowedProperties = new Set([
  "color",
  "background",
  "background-color",
  "opacity",
  "font",
  "font-family",
  "font-size",
  "font-style",
  "font-weight",
  "font-variant",
  "letter-spacing",
  "word-spacing",
  "line-height",
  "text-align",
  "text-decoration",
  "text-decoration-color",
  "text-decoration-thickness",
  "text-underline-offset",
  "text-transform",
  "text-shadow",
  "text-indent",
  "white-space",
  "overflow-wrap",
  "vertical-align",
  ...["", "-top", "-right", "-bottom", "-left"].flatMap((side) => [`margin${side}`, `padding${side}`]),
  ...["", "-top", "-right", "-bottom", "-left"].flatMap((side) => ["", "-width", "-style", "-color"].map((part) => `border${side}${part}`)),
  "border-radius",
  ...["top-left", "top-right", "bottom-right", "bottom-left"].map((corner) => `border-${corner}-radius`),
  "outline",
  "outline-color",
  "outline-offset",
  "box-shadow",
  "box-sizing",
  "width",
  "height",
  "min-width",
  "min-height",
  "max-width",
  "max-height",
  "aspect-ratio",
  "display",
  "gap",
  "row-gap",
  "column-gap",
  "flex",
  "flex-direction",
  "flex-wrap",
  "flex-grow",
  "flex-shrink",
  "flex-basis",
  "justify-content",
  "align-items",
  "align-self",
  "object-fit",
  "list-style-type",
  "transform",
  "transition",
  "transition-property",
  "transition-duration",
  "transition-timing-function",
]);

// Functions a value may call: colours, arithmetic, the site's own custom properties, gradients, transforms. No
// url(), image-set(), image(), element(), expression() nor any other way to load something or run script.
const allowedFunctions = new Set([
  "rgb",
  "rgba",
  "hsl",
  "hsla",
  "calc",
  "min",
  "max",
  "clamp",
  "var",
  "linear-gradient",
  "radial-gradient",
  "repeating-linear-gradient",
  "repeating-radial-gradient",
  "translate",
  "translatex",
  "translatey",
  "scale",
  "rotate",
  "cubic-bezier",
]);

// Plain names only: a backslash (a CSS escape) or anything unusual drops the declaration or the rule.
const plainName = /^-{0,2}[a-z_][a-z0-9_-]*$/i;
const plainNumber = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;
// Selectors of elements, classes, ids, pseudo-classes and combinators; no attribute selectors, quotes or escapes.
const plainSelector = /^[a-z0-9_\-.#:>+~,*\s()]+$/i;
const plainMediaQuery = /^[a-z0-9\s():,.-]+$/i;

const childrenOf = (node: CssNode | null | undefined): CssNode[] => node?.children?.toArray() ?? [];

/** Whether every token of a declaration's value is one the allow-list knows, functions' arguments included. */
function plainValue(node: CssNode): boolean {
  const text = typeof node.value === "string" ? node.value : "";
  switch (node.type) {
    case "Value":
    case "Parentheses":
      return childrenOf(node).every(plainValue);
    case "Function":
      return allowedFunctions.has(node.name?.toLowerCase() ?? "") && childrenOf(node).every(plainValue);
    case "Identifier":
      return plainName.test(node.name ?? "");
    case "Number":
    case "Percentage":
      return plainNumber.test(text);
    case "Dimension":
      return plainNumber.test(text) && /^[a-z]+$/i.test(node.unit ?? "");
    case "Hash":
      return /^[0-9a-f]{3,8}$/i.test(text);
    case "String":
      // The decoded text: nothing that could close the <style> element or smuggle an escape or a line break.
      return !/[<>\\\n\r\f\0]/.test(text);
    case "Operator":
      return [",", "/", "+", "-", "*"].includes(text);
    default:
      return false;
  }
}

function declarationText(node: CssNode): string | null {
  if (node.type !== "Declaration" || typeof node.value !== "object") return null;
  const property = node.property?.toLowerCase() ?? "";
  if (!allowedProperties.has(property) || typeof node.important === "string" || !plainValue(node.value)) return null;
  const value = generate(node.value).trim();
  if (!value) return null;
  return `${property}: ${value}${node.important ? " !important" : ""};`;
}

function ruleText(node: CssNode): string | null {
  if (node.type !== "Rule" || node.prelude?.type !== "SelectorList") return null;
  const selector = generate(node.prelude);
  if (!plainSelector.test(selector)) return null;
  const declarations = childrenOf(node.block).flatMap((child) => declarationText(child) ?? []);
  return declarations.length ? `${selector} { ${declarations.join(" ")} }` : null;
}

function mediaText(node: CssNode): string | null {
  if (node.type !== "Atrule" || node.name?.toLowerCase() !== "media" || !node.prelude) return null;
  const query = generate(node.prelude);
  if (!plainMediaQuery.test(query)) return null;
  const rules = childrenOf(node.block).flatMap((child) => ruleText(child) ?? []);
  return rules.length ? `@media ${query} { ${rules.join(" ")} }` : null;
}

/**
 * Project story styles from the API for a <style> element. Parsed by css-tree (the CSS Syntax spec's tokenizer,
 * so escapes, comments and odd whitespace read as a browser reads them) and written out again from the parts the
 * allow-list keeps: style rules with plain selectors, @media around them, allowed properties with plain values.
 * At-rules such as @import, @font-face or @namespace, and any value that loads something, are dropped.
 */
export function sanitizeCssText(css: string | null | undefined): string {
  if (!css) return "";
  const sheet = parse(css, { parseValue: true, parseCustomProperty: true });
  return childrenOf(sheet)
    .flatMap((node) => (node.type === "Atrule" ? mediaText(node) : ruleText(node)) ?? [])
    .join("\n");
}

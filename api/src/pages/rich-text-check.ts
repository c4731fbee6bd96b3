// Refuses a page body with anything outside the shared allow-list (schemas/src/api/rich-text-allow-list.ts): the
// editor is told what to remove instead of having it silently dropped. sanitize-html (the site's sanitizer) does the
// parsing, so the API and the site read the same HTML the same way (entities decoded, broken markup repaired).
import sanitizeHtml from "sanitize-html";
import { richTextAttributes, richTextImageSchemes, richTextLinkSchemes, richTextTags, richTextUrlAttributes } from "@storyfront/schemas";

const tags = new Set<string>(richTextTags);
const urlAttributes = new Set<string>(richTextUrlAttributes);

const attributeAllowed = (tag: string, name: string) =>
  (richTextAttributes["*"] ?? []).includes(name) || (richTextAttributes[tag] ?? []).includes(name);

/** The scheme of a URL as a browser reads it (it ignores tabs, newlines and leading spaces), or "//" when protocol-relative. */
function scheme(url: string): string | null {
  const plain = [...url].filter((char) => char.charCodeAt(0) > 0x20).join("");
  if (plain.startsWith("//")) return "//";
  return /^([a-z][a-z0-9+.-]*):/i.exec(plain)?.[1]?.toLowerCase() ?? null;
}

function urlProblem(tag: string, name: string, value: string): string | null {
  const allowed: readonly string[] = tag === "a" ? richTextLinkSchemes : richTextImageSchemes;
  const urls = name === "srcset" ? value.split(",").map((candidate) => candidate.trim().split(/\s+/)[0] ?? "") : [value];
  for (const url of urls) {
    const found = scheme(url);
    if (found === "//") return `<${tag} ${name}> must not be protocol-relative (//…)`;
    if (found !== null && !allowed.includes(found)) return `<${tag} ${name}> must not use ${found}: (allowed: ${allowed.join(", ")})`;
  }
  return null;
}

/** What in `html` is outside the allow-list, worded for the editor; null when all of it is allowed. */
export function richTextProblem(html: string): string | null {
  const problems: string[] = [];
  sanitizeHtml(html, {
    // Only read here, every tag let through to onOpenTag (the output is thrown away): sanitize-html would otherwise
    // warn on each call that script and style pass.
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    onOpenTag: (tag, attributes) => {
      if (!tags.has(tag)) return void problems.push(`<${tag}> is not allowed`);
      for (const [name, value] of Object.entries(attributes)) {
        if (!attributeAllowed(tag, name)) problems.push(`<${tag} ${name}> is not allowed`);
        else if (urlAttributes.has(name)) {
          const problem = urlProblem(tag, name, value);
          if (problem) problems.push(problem);
        }
      }
    },
  });
  return problems[0] ?? null;
}

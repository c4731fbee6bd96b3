// The body HTML the editor hands to the API: what Tiptap writes, brought inside the shared allow-list
// (schemas/src/api/rich-text-allow-list.ts) and given heading ids. Tiptap's tables carry inline widths (style,
// colgroup) that the allow-list refuses; nothing else it writes needs changing, and anything unexpected is dropped
// here rather than refused by the API at save time.
import { richTextAttributes, richTextTags } from "@storyfront/schemas";
import { headingIds } from "./heading-ids";

const tags = new Set<string>(richTextTags);
const allowedAttribute = (tag: string, name: string) =>
  (richTextAttributes["*"] ?? []).includes(name) || (richTextAttributes[tag] ?? []).includes(name);

/** Headings the editor offers; h1 is the page's title, never part of the body. */
export const bodyHeadingLevels = [2, 3, 4] as const;

/** Tiptap's HTML → the body to store: allowed tags and attributes only, headings with ids from their text. */
export function finishBodyHtml(html: string): string {
  const template = document.createElement("template");
  template.innerHTML = html;
  const root = template.content;
  for (const element of root.querySelectorAll("colgroup")) element.remove();
  for (const element of [...root.querySelectorAll("*")]) {
    const tag = element.tagName.toLowerCase();
    if (!tags.has(tag)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    for (const attribute of [...element.attributes]) {
      if (!allowedAttribute(tag, attribute.name)) element.removeAttribute(attribute.name);
    }
  }
  const headings = [...root.querySelectorAll("h2, h3, h4")];
  const ids = headingIds(headings.map((heading) => heading.textContent ?? ""));
  headings.forEach((heading, index) => heading.setAttribute("id", ids[index] ?? "section"));
  const finished = template.innerHTML;
  // An empty editor holds one empty paragraph: that is an empty body.
  return finished === "<p></p>" ? "" : finished;
}

/** The text of a body, one line per block: what the compare views diff. */
export function bodyText(html: string): string {
  return html
    .replace(/<(br|hr)\s*\/?>/gi, "\n")
    .replace(/<\/(p|h[1-6]|li|blockquote|pre|tr|figcaption|caption|dt|dd)>/gi, "\n")
    .replace(/<img\b[^>]*\balt="([^"]*)"[^>]*>/gi, "[image: $1]\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{2,}/g, "\n")
    .trim();
}

import { richTextAttributes, richTextImageSchemes, richTextLinkSchemes, richTextTags } from "@storyfront/schemas/api/rich-text-allow-list";
import sanitizeHtml from "sanitize-html";

// Rich content from the API is written by editors, but the site treats it as untrusted: no script, no
// event handler, no javascript: (or data:) URL may survive, whatever the markup tries. The tags, attributes and
// schemes are the one allow-list the API checks bodies against when editors save them (schemas/src/api/
// rich-text-allow-list.ts): what an editor saves is what the site renders.
const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextTags],
  allowedAttributes: Object.fromEntries(Object.entries(richTextAttributes).map(([tag, names]) => [tag, [...names]])),
  allowedSchemes: [...richTextLinkSchemes],
  allowedSchemesByTag: { img: [...richTextImageSchemes], source: [...richTextImageSchemes] },
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  // Links that open a new tab must not hand the opener to the target.
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === "_blank" ? { ...attribs, rel: "noopener noreferrer" } : attribs,
    }),
  },
};

/** HTML from the API, safe to render with dangerouslySetInnerHTML. */
export function sanitizeRichContent(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, options) : "";
}

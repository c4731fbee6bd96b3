import sanitizeHtml from "sanitize-html";

// Rich content from the API is written by editors, but the site treats it as untrusted: no script, no
// event handler, no javascript: (or data:) URL may survive, whatever the markup tries.
const options: sanitizeHtml.IOptions = {
  allowedTags: [
    ...sanitizeHtml.defaults.allowedTags.filter((tag) => tag !== "iframe"),
    "img",
    "figure",
    "figcaption",
    "picture",
    "source",
    "h1",
    "h2",
  ],
  allowedAttributes: {
    a: ["href", "title", "target", "rel"],
    img: ["src", "srcset", "alt", "title", "width", "height", "loading"],
    source: ["srcset", "type", "media"],
    "*": ["id", "class", "lang", "dir"],
    td: ["colspan", "rowspan"],
    th: ["colspan", "rowspan", "scope"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], source: ["http", "https"] },
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

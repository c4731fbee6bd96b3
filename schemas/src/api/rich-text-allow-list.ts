// The one allow-list of rich-text bodies (page content HTML): the API refuses a body with anything outside it, the
// site's sanitizer (site/src/sanitize/sanitize-rich-content.ts) builds its options from it, and the future
// editor (Tiptap) should offer only these tags. Data only, so the browser and the API share it without a parser.

/** Tags a body may contain. */
export const richTextTags = [
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "br",
  "hr",
  "blockquote",
  "pre",
  "code",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "a",
  "strong",
  "b",
  "em",
  "i",
  "u",
  "s",
  "del",
  "ins",
  "sub",
  "sup",
  "small",
  "mark",
  "abbr",
  "cite",
  "q",
  "span",
  "div",
  "figure",
  "figcaption",
  "img",
  "picture",
  "source",
  "table",
  "caption",
  "colgroup",
  "col",
  "thead",
  "tbody",
  "tfoot",
  "tr",
  "th",
  "td",
] as const;

/** Attributes per tag; "*" lists those every allowed tag may carry. No `on*` handler, no `style`. */
export const richTextAttributes: Record<string, readonly string[]> = {
  "*": ["id", "class", "lang", "dir", "title"],
  a: ["href", "target", "rel"],
  img: ["src", "srcset", "alt", "width", "height", "loading"],
  source: ["srcset", "type", "media"],
  td: ["colspan", "rowspan"],
  th: ["colspan", "rowspan", "scope"],
  abbr: ["title"],
};

/** URL schemes links may use; images only http(s). Relative URLs are allowed, protocol-relative (`//host`) are not. */
export const richTextLinkSchemes = ["http", "https", "mailto", "tel"] as const;
export const richTextImageSchemes = ["http", "https"] as const;

/** Attributes holding a URL (or, for srcset, a list of them), checked against the schemes above. */
export const richTextUrlAttributes = ["href", "src", "srcset"] as const;

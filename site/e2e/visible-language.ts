// What language a page's visible text is in, as a reader (or a crawler) sees the server HTML: the texts of
// its headings, paragraphs, list items and quotes, its title and meta description. Brand and customer
// names and product terms stay as they are in every language, so they do not count.
import { parseDocument } from "htmlparser2";
import { findAll, findOne, getAttributeValue, textContent } from "domutils";
import type { Element } from "domhandler";

/** Words that are the same in every language: the brand, product terms, customer names in the demo content. */
const sameEverywhere = new Set(
  [
    "storyfront",
    "sdk",
    "ios",
    "android",
    "api",
    "mau",
    "usd",
    "ugc",
    "ab",
    "faq",
    "cta",
    "hd",
    "mb",
    "url",
    "web",
    "push",
    "email",
    "e-mail",
    "pdf",
    "png",
    "svg",
    "ok",
    "id",
    "gdpr",
    "ceo",
    "cmo",
    "cto",
    "cpo",
    "utm",
    "crm",
  ].map((word) => word.toLowerCase()),
);

const textTags = new Set([
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "p",
  "li",
  "blockquote",
  "dt",
  "dd",
  "figcaption",
  "summary",
  "th",
  "td",
  "caption",
]);
const invisibleTags = new Set(["script", "style", "noscript", "template", "head"]);

export type PageTexts = { lang: string; title: string; description: string; texts: string[] };

const clean = (text: string | undefined) => (text ?? "").replace(/\s+/g, " ").trim();

function hidden(element: Element): boolean {
  for (let node: Element | null = element; node; node = node.parent as Element | null) {
    if (!node.name) return false;
    if (invisibleTags.has(node.name) || node.attribs.hidden !== undefined || node.attribs["aria-hidden"] === "true") return true;
  }
  return false;
}

/** The visible texts of a page's server HTML, each trimmed and with inner whitespace collapsed. */
export function pageTexts(html: string): PageTexts {
  const document = parseDocument(html);
  const elements = findAll((element) => textTags.has(element.name), document.children);
  const texts = elements
    .filter((element) => !hidden(element))
    // A list item or cell that holds a paragraph or heading is counted through that element.
    .filter((element) => !findOne((inner) => textTags.has(inner.name), element.children))
    .map((element) => clean(textContent(element)))
    .filter(Boolean);
  const root = findOne((element) => element.name === "html", document.children);
  const title = findOne((element) => element.name === "title", document.children);
  const description = findOne((element) => element.name === "meta" && element.attribs.name === "description", document.children);
  return {
    lang: (root && getAttributeValue(root, "lang")) ?? "",
    title: clean(title ? textContent(title) : ""),
    description: clean(description ? getAttributeValue(description, "content") : ""),
    texts,
  };
}

/** Latin-script words of a text that are not names or product terms. */
export function foreignLatinWords(text: string, names: ReadonlySet<string> = new Set()): string[] {
  return (text.match(/[A-Za-zÀ-ÿ][A-Za-zÀ-ÿ'-]+/g) ?? []).filter((word) => {
    const lower = word.toLowerCase();
    return !sameEverywhere.has(lower) && !names.has(lower) && !/^[A-Z][a-z]*[A-Z]/.test(word);
  });
}

/**
 * Texts of a ru page that are written in Latin script: no Cyrillic letter and three or more Latin words
 * that are not names (a customer's name, a brand) — an English sentence under lang="ru".
 */
export function latinTexts(page: PageTexts, names: ReadonlySet<string> = new Set()): string[] {
  return [page.title, page.description, ...page.texts].filter(
    (text) => !/[\u0400-\u04FF]/.test(text) && foreignLatinWords(text, names).length >= 3,
  );
}

/**
 * Texts of a translated page that are the very texts of its English source: headings and paragraphs of
 * four words or more that appear unchanged on the English page.
 */
export function untranslatedTexts(page: PageTexts, english: PageTexts, names: ReadonlySet<string> = new Set()): string[] {
  const source = new Set([english.title, english.description, ...english.texts]);
  return [page.title, page.description, ...page.texts].filter((text) => source.has(text) && foreignLatinWords(text, names).length >= 4);
}

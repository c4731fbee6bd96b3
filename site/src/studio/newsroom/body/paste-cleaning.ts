// What Google Docs and Word put on the clipboard beside the text: Docs wraps everything in
// <b id="docs-internal-guid-…" style="font-weight:normal"> (which would make the whole paste bold) and marks bold and
// italic with inline styles; Word adds mso- styles, Mso classes, <o:p> tags and conditional comments. The editor's
// schema drops unknown markup itself; this keeps the formatting the writer meant and removes the rest first.

const styleBold = /font-weight\s*:\s*(bold|[6-9]00)/i;
const styleItalic = /font-style\s*:\s*italic/i;

function unwrap(element: Element) {
  element.replaceWith(...element.childNodes);
}

/** Inline-styled spans (Docs) become the tags the schema knows, so their bold and italic survive the clean-up. */
function styledSpanToTags(span: HTMLElement) {
  const style = span.getAttribute("style") ?? "";
  let inner: Node[] = [...span.childNodes];
  for (const [test, tag] of [
    [styleItalic, "em"],
    [styleBold, "strong"],
  ] as const) {
    if (!test.test(style)) continue;
    const wrapper = span.ownerDocument.createElement(tag);
    wrapper.append(...inner);
    inner = [wrapper];
  }
  span.replaceWith(...inner);
}

/** Pasted HTML with the word processors' wrappers, styles, classes and comments removed. */
export function cleanPastedHtml(html: string): string {
  const template = document.createElement("template");
  // Word's conditional comments hide markup inside them; they go before parsing.
  template.innerHTML = html.replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, "");
  const root = template.content;
  for (const element of root.querySelectorAll("meta, style, script, link, title, xml")) element.remove();
  for (const element of root.querySelectorAll('b[id^="docs-internal-guid"]')) unwrap(element);
  // Word's namespaced tags (<o:p>, <w:sdt>) hold nothing worth keeping apart from their text.
  for (const element of [...root.querySelectorAll("*")].filter((node) => node.tagName.includes(":"))) unwrap(element);
  for (const span of root.querySelectorAll<HTMLElement>("span[style]")) styledSpanToTags(span);
  for (const element of root.querySelectorAll("*")) {
    element.removeAttribute("style");
    const kept = [...element.classList].filter((name) => !/^mso/i.test(name));
    if (kept.length > 0) element.setAttribute("class", kept.join(" "));
    else element.removeAttribute("class");
    for (const attribute of [...element.attributes]) {
      if (attribute.name.startsWith("data-") || attribute.name === "dir" || attribute.name === "lang")
        element.removeAttribute(attribute.name);
    }
  }
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  const comments: Node[] = [];
  while (walker.nextNode()) comments.push(walker.currentNode);
  for (const comment of comments) comment.parentNode?.removeChild(comment);
  return template.innerHTML;
}

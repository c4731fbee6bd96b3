// The <Block id="…" /> tags in the text of a long-form page: placed on a line of their own where the cursor is
// when a block is added, taken out with the block. The rest of the text keeps its bytes.

const tagOf = (id: string) => `<Block id="${id}" />`;

/** The text with the block's tag as a paragraph of its own at `at` (a character offset; the end when undefined). */
export function placeBlockTag(body: string, id: string, at = body.length): string {
  const before = body.slice(0, at).replace(/\n+$/, "");
  const after = body.slice(at).replace(/^\n+/, "");
  if (after === "") return `${before}${before ? "\n\n" : ""}${tagOf(id)}\n`;
  return `${before}${before ? "\n\n" : ""}${tagOf(id)}\n\n${after}`;
}

/** The text without the block's tags (and the blank line each leaves behind). */
export function removeBlockTag(body: string, id: string): string {
  const line = new RegExp(`(^|\\n)[ \\t]*${tagOf(id)}[ \\t]*(?:\\n|$)`, "g");
  return body
    .replace(line, "$1")
    .replace(/\n{3,}/g, "\n\n")
    .replace(/\n\n$/, "\n");
}

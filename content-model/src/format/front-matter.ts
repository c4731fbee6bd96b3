// Splits an MDX content file into its YAML front matter and the text below it, and joins them back. The text
// below is never touched: it is Markdown, where even trailing spaces mean something (a line break).

export interface MdxParts {
  /** The YAML between the --- lines, each line ending in a newline. */
  yaml: string;
  /** Everything after the closing --- line, byte for byte. */
  body: string;
}

/** The front matter and body, or undefined when the file does not start with a front matter (as gray-matter reads it). */
export function splitFrontMatter(text: string): MdxParts | undefined {
  const open = /^---[ \t]*\r?\n/.exec(text);
  if (!open) return undefined;
  const close = /^---[ \t]*(?:\r?\n|$)/m;
  const rest = text.slice(open[0].length);
  const closing = close.exec(rest);
  if (!closing) return undefined;
  return { yaml: rest.slice(0, closing.index), body: rest.slice(closing.index + closing[0].length) };
}

export function joinFrontMatter({ yaml, body }: MdxParts): string {
  return `---\n${yaml}---\n${body}`;
}

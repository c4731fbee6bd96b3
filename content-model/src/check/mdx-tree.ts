// Reads an MDX body into its syntax tree (remark-parse + remark-mdx, the parser @mdx-js/mdx and
// next-mdx-remote use), without compiling or running anything.
import remarkMdx from "remark-mdx";
import remarkParse from "remark-parse";
import { unified } from "unified";

export interface MdxPoint {
  line: number;
  column: number;
  offset?: number;
}

export interface MdxAttribute {
  type: "mdxJsxAttribute" | "mdxJsxExpressionAttribute";
  name?: string;
  /** A string, or an object for an {expression} value. */
  value?: string | { type: string; value: string } | null;
  position?: { start: MdxPoint };
}

/** The few node fields the checks read; the tree is mdast with remark-mdx's node types. */
export interface MdxNode {
  type: string;
  name?: string | null;
  value?: string;
  url?: string;
  depth?: number;
  attributes?: MdxAttribute[];
  children?: MdxNode[];
  position?: { start: MdxPoint; end: MdxPoint };
}

const parser = unified().use(remarkParse).use(remarkMdx).freeze();

export type MdxParse = { ok: true; tree: MdxNode } | { ok: false; at: MdxPoint; reason: string };

export function parseMdx(text: string): MdxParse {
  try {
    return { ok: true, tree: parser.parse(text) as unknown as MdxNode };
  } catch (error) {
    const failure = error as { reason?: string; message?: string; line?: number; column?: number; place?: MdxPoint | { start: MdxPoint } };
    const place = failure.place && "start" in failure.place ? failure.place.start : failure.place;
    const reason = failure.reason ?? failure.message ?? String(error);
    // Some parse errors (an unclosed tag) carry their place only inside the text, as "(8:1-8:20)", counted from
    // the start of the body: that becomes the problem's one position, and the text loses it.
    const inText = / \((\d+):(\d+)-\d+:\d+\)$/.exec(reason);
    const at = inText
      ? { line: Number(inText[1]), column: Number(inText[2]) }
      : { line: failure.line ?? place?.line ?? 1, column: failure.column ?? place?.column ?? 1 };
    return { ok: false, at, reason: inText ? reason.slice(0, inText.index) : reason };
  }
}

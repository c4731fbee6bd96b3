// The few parts of css-tree 3 (which ships no types) that the story CSS sanitizer uses: its spec tokenizer and
// parser, and its generator. Node fields are loose on purpose: the sanitizer checks each one it keeps.
declare module "css-tree/parser" {
  export type CssList = { toArray(): CssNode[] };
  export type CssNode = {
    type: string;
    name?: string;
    value?: string | CssNode;
    unit?: string;
    property?: string;
    important?: boolean | string;
    prelude?: CssNode | null;
    block?: CssNode | null;
    children?: CssList | null;
  };
  export type ParseOptions = { parseValue?: boolean; parseCustomProperty?: boolean; onParseError?: (error: Error) => void };
  export default function parse(css: string, options?: ParseOptions): CssNode;
}

declare module "css-tree/generator" {
  import type { CssNode } from "css-tree/parser";
  export default function generate(node: CssNode): string;
}

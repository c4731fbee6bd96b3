// Renders an MDX body on the server (next-mdx-remote's RSC entry): headings get anchors (rehype-slug),
// JavaScript expressions are removed, never run (blockJS, the default), and only registered components render.
import { compileMDX } from "next-mdx-remote/rsc";
import type { ReactNode } from "react";
import rehypeSlug from "rehype-slug";
import { keepRegisteredJsx } from "./keep-registered-jsx";
import { markdownElements, registeredComponents } from "./mdx-components";

/** Landing blocks a page declared in its front matter, already rendered, by id: what <Block id="…" /> shows. */
export type PlacedBlocks = ReadonlyMap<string, ReactNode>;

function optionsFor(allowed: readonly string[]) {
  return {
    blockJS: true,
    blockDangerousJS: true,
    mdxOptions: { remarkPlugins: [keepRegisteredJsx(allowed)], rehypePlugins: [rehypeSlug] },
  };
}

const plainOptions = optionsFor(Object.keys(registeredComponents));
const withBlocksOptions = optionsFor([...Object.keys(registeredComponents), "Block"]);

/** The React tree of an MDX text; with `blocks`, <Block id="…" /> places one of them (an unknown id shows nothing). */
export async function renderMdx(source: string, blocks?: PlacedBlocks) {
  const Block = ({ id }: { id?: string }) => (id !== undefined && blocks?.get(id)) || null;
  const components = { ...markdownElements, ...registeredComponents, ...(blocks ? { Block } : {}) };
  const { content } = await compileMDX({ source, components, options: blocks ? withBlocksOptions : plainOptions });
  return content;
}

export async function MdxBody({ source, blocks }: { source: string; blocks?: PlacedBlocks }) {
  return renderMdx(source, blocks);
}

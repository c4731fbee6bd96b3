// Renders an MDX body on the server (next-mdx-remote's RSC entry): headings get anchors (rehype-slug),
// JavaScript expressions are removed, never run (blockJS, the default), and only registered components render.
import { compileMDX } from "next-mdx-remote/rsc";
import rehypeSlug from "rehype-slug";
import { keepRegisteredJsx } from "./keep-registered-jsx";
import { markdownElements, registeredComponents } from "./mdx-components";

const components = { ...markdownElements, ...registeredComponents };

const options = {
  blockJS: true,
  blockDangerousJS: true,
  mdxOptions: { remarkPlugins: [keepRegisteredJsx(Object.keys(registeredComponents))], rehypePlugins: [rehypeSlug] },
};

/** The React tree of an MDX text. */
export async function renderMdx(source: string) {
  const { content } = await compileMDX({ source, components, options });
  return content;
}

export async function MdxBody({ source }: { source: string }) {
  return renderMdx(source);
}

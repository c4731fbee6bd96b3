import type { Block } from "@storyfront/schemas";
import { RenderBlocks, type RendererAdapters } from "@storyfront/renderer";
import { contentAdapters, siteImage } from "./content-adapters";
import { inlineSvg } from "./inline-svg";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { MdxBody } from "@/mdx/mdx-body";
import { blockLabels } from "./block-labels";

// Rich-text sections written in MDX render through the same MDX renderer as long-form pages. Rendered on the
// server only, so a small SVG intro picture can come inside the HTML (inline-svg.ts).
const adapters: RendererAdapters = {
  ...contentAdapters,
  Image: siteImage(inlineSvg),
  Mdx: ({ source }) => <MdxBody source={source} />,
};

/** A landing's blocks, rendered on the server with the site's link/image adapters and translated labels. */
export async function ContentBlocks({
  blocks,
  locale,
  domain,
}: {
  blocks: readonly (Block | { type: string })[];
  locale: Locale;
  domain: DomainInfo;
}) {
  return (
    <RenderBlocks blocks={blocks} adapters={adapters} labels={await blockLabels(locale)} preview={domain.environment !== "production"} />
  );
}

import type { Block } from "@storyfront/schemas";
import { RenderBlocks } from "@storyfront/renderer";
import { contentAdapters } from "./content-adapters";
import type { DomainInfo } from "@/domain/domain-info";
import type { Locale } from "@/i18n/locales";
import { blockLabels } from "./block-labels";

/** A landing's blocks, rendered on the server with the site's link/image adapters and translated labels. */
export async function ContentBlocks({ blocks, locale, domain }: { blocks: readonly (Block | { type: string })[]; locale: Locale; domain: DomainInfo }) {
  return <RenderBlocks blocks={blocks} adapters={contentAdapters} labels={await blockLabels(locale)} preview={domain.environment !== "production"} />;
}

// Turns content-form blocks (shared items named by slug) into render-form blocks the renderer takes: each
// reference is replaced by its entry as the collection says blocks show it (its `card`), then the block's own
// definition reshapes what differs (toRender). No block is named here.
import {
  blockDefinitions,
  collections,
  type Award,
  type Block,
  type CollectionName,
  type LandingBlock,
  type Logo,
  type Review,
  type ResolvedFields,
  type SuccessStory,
  type WhitePaper,
  type FocalPoint,
} from "@storyfront/schemas";
import { withFocalPoints } from "./media/focal-points";
import { mapReferences } from "./schema-references";

/** Shared items of one locale, by slug. */
export interface ContentLibrary {
  logos: ReadonlyMap<string, Logo>;
  reviews: ReadonlyMap<string, Review>;
  caseStudies: ReadonlyMap<string, SuccessStory>;
  whitePapers: ReadonlyMap<string, WhitePaper>;
  awards: ReadonlyMap<string, Award>;
  /** The MDX text a rich-text block's `source` shows in this locale (undefined when the file is missing). */
  richText: (source: string) => string | undefined;
  /** The media library's focal point of a picture (content/media/<file>.json), carried onto resolved blocks' pictures. */
  focalOf?: (src: string) => FocalPoint | undefined;
}

function withoutFileFields(entry: unknown): unknown {
  const { $schema: _schema, slug: _slug, ...rest } = entry as Record<string, unknown>;
  return rest;
}

/** The entry as a block shows it; undefined when missing (validation reports it before build, so never a crash). */
function cardOf(library: ContentLibrary, target: CollectionName, slug: string): unknown {
  const entries = (library as unknown as Partial<Record<CollectionName, ReadonlyMap<string, unknown>>>)[target];
  const entry = entries?.get(slug);
  if (entry === undefined) return undefined;
  const card = (collections[target] as { card?: (entry: unknown) => unknown }).card ?? withoutFileFields;
  return card(entry);
}

export function resolveBlock(block: LandingBlock, library: ContentLibrary): Block | undefined {
  const definition = blockDefinitions.find((candidate) => candidate.type === block.type);
  if (!definition) return block as Block;
  const resolved = mapReferences(definition.content, block, ({ target, slug }) => cardOf(library, target, slug)) as ResolvedFields;
  const rendered = (definition.toRender ? definition.toRender(resolved, { richText: library.richText }) : resolved) as Block | undefined;
  return rendered && library.focalOf ? withFocalPoints(rendered, library.focalOf) : rendered;
}

export function resolveBlocks(blocks: readonly LandingBlock[], library: ContentLibrary): Block[] {
  return blocks.flatMap((block) => {
    const resolved = resolveBlock(block, library);
    return resolved ? [resolved] : [];
  });
}

/** Blocks an MDX page declares in its front matter, resolved like a landing's, by id. */
export function resolvePlacedBlocks(
  blocks: Readonly<Record<string, LandingBlock>> | undefined,
  library: ContentLibrary,
): Map<string, Block> {
  return new Map(
    Object.entries(blocks ?? {}).flatMap(([id, block]) => {
      const resolved = resolveBlock(block, library);
      return resolved ? [[id, resolved] as const] : [];
    }),
  );
}

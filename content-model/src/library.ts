// Turns content-form blocks (shared items named by slug) into render-form blocks the renderer takes.
import type { Block, LandingBlock, Award, Logo, Review, SuccessStory, WhitePaper } from "@storyfront/schemas";

/** Shared items of one locale, by slug. */
export interface ContentLibrary {
  logos: ReadonlyMap<string, Logo>;
  reviews: ReadonlyMap<string, Review>;
  caseStudies: ReadonlyMap<string, SuccessStory>;
  whitePapers: ReadonlyMap<string, WhitePaper>;
  awards: ReadonlyMap<string, Award>;
  /** The MDX text a rich-text block's `source` shows in this locale (undefined when the file is missing). */
  richText: (source: string) => string | undefined;
}

function pick<T>(map: ReadonlyMap<string, T>, slugs: readonly string[]): T[] {
  // Validation reports missing slugs before build; at run time a missing item is left out, never a crash.
  return slugs.flatMap((slug) => {
    const item = map.get(slug);
    return item ? [item] : [];
  });
}

type WithoutFileFields<T> = T extends unknown ? Omit<T, "$schema" | "slug"> : never;

function withoutFileFields<T extends { $schema: string; slug: string }>(item: T): WithoutFileFields<T> {
  const { $schema: _schema, slug: _slug, ...rest } = item;
  return rest as WithoutFileFields<T>;
}

export function successCard(story: SuccessStory) {
  return {
    customer: story.customer,
    logo: story.logo,
    img: story.img,
    link: `/case-studies/${story.slug}`,
    metrics: story.metrics,
    description: story.description,
  };
}

export function resolveBlock(block: LandingBlock, library: ContentLibrary): Block | undefined {
  switch (block.type) {
    case "intro":
      return {
        ...block,
        partners: pick(library.logos, block.partners).map((logo) => ({ name: logo.name, image: logo.image })),
      };
    case "awards":
      return {
        ...block,
        badges: pick(library.awards, block.badges).map(withoutFileFields),
        reviews: pick(library.reviews, block.reviews).map(withoutFileFields),
      };
    case "successes": {
      const stories = pick(library.caseStudies, block.stories).map(successCard);
      return stories.length > 0 ? { ...block, stories } : undefined;
    }
    case "inspoGuide": {
      const guide = library.whitePapers.get(block.guide);
      if (!guide) return undefined;
      return {
        type: "inspoGuide",
        name: guide.name,
        description: guide.description,
        btnDownload: block.btnDownload,
        reportLink: `/white-papers/${guide.slug}`,
        cover: guide.cover,
      };
    }
    case "richText": {
      // The content form names its MDX file (`source`); the render form carries the text (`mdx`).
      const { source, ...rest } = block;
      if (source === undefined) return rest;
      const mdx = library.richText(source);
      return mdx ? { ...rest, mdx } : undefined;
    }
    default:
      return block;
  }
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

// Where each collection names other entries by slug, so missing ones can be reported.
import type { CollectionName } from "@storyfront/schemas";

export interface Reference {
  path: (string | number)[];
  target: CollectionName;
  slug: string;
}

type Json = Record<string, unknown>;

function slugList(value: unknown, path: (string | number)[], target: CollectionName): Reference[] {
  return Array.isArray(value)
    ? value.flatMap((slug, index) => (typeof slug === "string" ? [{ path: [...path, index], target, slug }] : []))
    : [];
}

function blockReferences(block: Json, path: (string | number)[]): Reference[] {
  switch (block.type) {
    case "intro":
      return slugList(block.partners, [...path, "partners"], "logos");
    case "awards":
      return [...slugList(block.badges, [...path, "badges"], "awards"), ...slugList(block.reviews, [...path, "reviews"], "reviews")];
    case "successes":
      return slugList(block.stories, [...path, "stories"], "caseStudies");
    case "inspoGuide":
      return typeof block.guide === "string" ? [{ path: [...path, "guide"], target: "whitePapers", slug: block.guide }] : [];
    default:
      return [];
  }
}

/** Blocks an MDX page declares in its front matter, by id. */
function placedBlockReferences(blocks: unknown): Reference[] {
  if (blocks === null || typeof blocks !== "object" || Array.isArray(blocks)) return [];
  return Object.entries(blocks as Record<string, unknown>).flatMap(([id, block]) =>
    block !== null && typeof block === "object" ? blockReferences(block as Json, ["blocks", id]) : [],
  );
}

export function referencesOf(collection: CollectionName, data: Json): Reference[] {
  switch (collection) {
    case "landings":
      return Array.isArray(data.blocks) ? data.blocks.flatMap((block: Json, index) => blockReferences(block, ["blocks", index])) : [];
    case "solutions":
      return [
        ...slugList(data.partnerships, ["partnerships"], "logos"),
        ...slugList(data.reviews, ["reviews"], "reviews"),
        ...slugList(data.successes, ["successes"], "caseStudies"),
      ];
    case "caseStudies":
      return [
        ...(typeof data.industry === "string" ? [{ path: ["industry"], target: "solutions" as const, slug: data.industry }] : []),
        ...placedBlockReferences(data.blocks),
      ];
    case "whitePapers":
      return placedBlockReferences(data.blocks);
    case "settings": {
      const template = data.solutionTemplate as Json | undefined;
      return slugList(template?.awards, ["solutionTemplate", "awards"], "awards");
    }
    default:
      return [];
  }
}

// A translation should keep its source's structure: the same blocks in the same order (landings), the same
// sections (legal pages). A drift is a warning: the page renders, but readers of one locale miss something.
import type { CollectionName } from "@storyfront/schemas";
import { variantLinkProblems } from "./variant-links";

function typesOf(blocks: unknown): string[] | undefined {
  return Array.isArray(blocks) ? blocks.map((block: { type?: unknown }) => String(block?.type)) : undefined;
}

function difference(from: readonly string[], remove: readonly string[]): string[] {
  const left = [...remove];
  return from.filter((item) => {
    const index = left.indexOf(item);
    if (index === -1) return true;
    left.splice(index, 1);
    return false;
  });
}

export interface Drift {
  path: (string | number)[];
  message: string;
}

/**
 * The source's blocks a translation in this locale is expected to keep: a ru translation leaves out the
 * blocks that only lead to pages the ru variant does not have (success stories, guides), as it must.
 */
function expectedBlocks(
  collection: CollectionName,
  source: Record<string, unknown>,
  translation: Record<string, unknown>,
  locale: string,
): unknown {
  if (locale !== "ru" || !Array.isArray(source.blocks)) return source.blocks;
  const kept = new Set(typesOf(translation.blocks));
  const leadsAway = (block: unknown) => variantLinkProblems({ collection, locale, data: { blocks: [block] } }).length > 0;
  return source.blocks.filter((block: { type?: unknown }) => kept.has(String(block?.type)) || !leadsAway(block));
}

/** How the translation's structure differs from its source's, or undefined when it does not. */
export function structureDrift(
  collection: CollectionName,
  source: Record<string, unknown>,
  translation: Record<string, unknown>,
  locale = "",
): Drift | undefined {
  if (collection === "landings") {
    const sourceTypes = typesOf(expectedBlocks(collection, source, translation, locale));
    const translationTypes = typesOf(translation.blocks);
    if (!sourceTypes || !translationTypes || sourceTypes.join() === translationTypes.join()) return undefined;
    const missing = difference(sourceTypes, translationTypes);
    const extra = difference(translationTypes, sourceTypes);
    const parts = [
      missing.length ? `lacks the block${missing.length > 1 ? "s" : ""} ${missing.join(", ")}` : "",
      extra.length ? `has the extra block${extra.length > 1 ? "s" : ""} ${extra.join(", ")}` : "",
    ].filter(Boolean);
    const what = parts.length ? parts.join(" and ") : "has the blocks in another order";
    return { path: ["blocks"], message: `${what} (source: ${sourceTypes.join(", ")}; translation: ${translationTypes.join(", ")})` };
  }
  if (collection === "faq" || collection === "pricing")
    return listDrift(collection === "faq" ? faqLists(source, translation) : pricingLists(source, translation));
  if (
    collection === "legal" &&
    Array.isArray(source.sections) &&
    Array.isArray(translation.sections) &&
    source.sections.length !== translation.sections.length
  ) {
    return { path: ["sections"], message: `has ${translation.sections.length} sections, the source has ${source.sections.length}` };
  }
  return undefined;
}

type Lists = { path: (string | number)[]; noun: string; source: unknown; translation: unknown }[];

const lengthOf = (value: unknown) => (Array.isArray(value) ? value.length : undefined);

/** The first list whose length differs: a translated FAQ or pricing page keeps every question, group and tier. */
function listDrift(lists: Lists): Drift | undefined {
  for (const { path, noun, source, translation } of lists) {
    const [from, to] = [lengthOf(source), lengthOf(translation)];
    if (from !== undefined && to !== undefined && from !== to) return { path, message: `has ${to} ${noun}, the source has ${from}` };
  }
  return undefined;
}

function faqLists(source: Record<string, unknown>, translation: Record<string, unknown>): Lists {
  const groups = (value: unknown) => (Array.isArray(value) ? (value as { entries?: unknown }[]) : []);
  return [
    { path: ["groups"], noun: "groups", source: source.groups, translation: translation.groups },
    ...groups(source.groups).map((group, index) => ({
      path: ["groups", index, "entries"],
      noun: "questions",
      source: group.entries,
      translation: groups(translation.groups)[index]?.entries,
    })),
  ];
}

function pricingLists(source: Record<string, unknown>, translation: Record<string, unknown>): Lists {
  return [
    { path: ["tiers"], noun: "tiers", source: source.tiers, translation: translation.tiers },
    { path: ["faq"], noun: "questions", source: source.faq, translation: translation.faq },
  ];
}

// Case studies and white papers are English pages (spec §6), but translated landings show their cards: a
// success story's description, figures and picture, a guide's name, description and cover. Their texts per
// locale live in the source's front matter under `cards` (see docs/editing-content.md, "Cards of English pages"); this is the one place
// that turns an entry into what its card shows in a locale, for the loader (libraryFor), the translations
// report and pageCompleteness.
import type { Locale, SuccessStory, WhitePaper } from "@storyfront/schemas";
import type { CollectionName } from "@storyfront/schemas";

/** Collections whose entries are English pages with cards translated in their front matter. */
export const cardCollections: ReadonlySet<CollectionName> = new Set(["caseStudies", "whitePapers"]);

/** A success story as its card shows it in a locale: the card's texts there, else the English ones. */
export function storyInLocale<T extends SuccessStory>(story: T, locale: Locale): T {
  const texts = story.cards?.[locale];
  return texts ? { ...story, description: texts.description, metrics: texts.metrics, img: { ...story.img, alt: texts.imgAlt } } : story;
}

/** A guide or white paper as its card shows it in a locale. */
export function guideInLocale<T extends WhitePaper>(paper: T, locale: Locale): T {
  const texts = paper.cards?.[locale];
  return texts ? { ...paper, name: texts.name, description: texts.description, cover: { ...paper.cover, alt: texts.coverAlt } } : paper;
}

/** The English texts a card shows, by field path (as the translations report names fields). */
function englishCardTexts(collection: CollectionName, entry: Record<string, unknown>): Map<string, string> {
  const texts = new Map<string, string>();
  if (collection === "caseStudies") {
    const story = entry as SuccessStory;
    texts.set("description", story.description);
    story.metrics.forEach((metric, index) => texts.set(`metrics[${index}].text`, metric.text));
    texts.set("imgAlt", story.img.alt);
  } else {
    const paper = entry as WhitePaper;
    texts.set("name", paper.name);
    texts.set("description", paper.description);
    texts.set("coverAlt", paper.cover.alt);
  }
  return texts;
}

function localeCardTexts(texts: Record<string, unknown>): Map<string, string> {
  const fields = new Map<string, string>();
  for (const [key, value] of Object.entries(texts)) {
    if (key === "metrics" && Array.isArray(value)) {
      value.forEach(
        (metric: { text?: unknown }, index) => typeof metric.text === "string" && fields.set(`metrics[${index}].text`, metric.text),
      );
    } else if (typeof value === "string") fields.set(key, value);
  }
  return fields;
}

export interface CardTranslation {
  /** Whether the entry has card texts in the locale at all. */
  present: boolean;
  /** Card fields (paths under cards.<locale>) the English card has and the locale's lacks: the English text would show. */
  missing: string[];
  /** Card fields whose text is still the English one, word for word. */
  same: string[];
}

/** How far an entry's card is translated into a locale. */
export function cardTranslation(collection: CollectionName, entry: Record<string, unknown>, locale: Locale): CardTranslation {
  const cards = (entry as { cards?: Partial<Record<Locale, Record<string, unknown>>> }).cards;
  const texts = cards?.[locale];
  if (!texts) return { present: false, missing: [], same: [] };
  const english = englishCardTexts(collection, entry);
  const translated = localeCardTexts(texts);
  const missing: string[] = [];
  const same: string[] = [];
  for (const [field, text] of english) {
    const own = translated.get(field);
    if (own === undefined) missing.push(`cards.${locale}.${field}`);
    else if (own === text && /\p{L}{2}/u.test(text)) same.push(`cards.${locale}.${field}`);
  }
  return { present: true, missing, same };
}

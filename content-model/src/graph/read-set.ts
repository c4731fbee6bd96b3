// What one page reads, collected: an entry brings its file (in the page's locale), its media, its rich-text
// files and the entries it references, as the loader resolves them. Used by the route reads (page-routes.ts)
// and the graph (content-graph.ts); a file of its own so neither imports the other's types back.
import type { CollectionName, Locale } from "@storyfront/schemas";
import { richTextIn, type ContentIndex, type LocalizedEntry } from "../content-index";
import { referencesOf } from "../check/references";
import { walkStrings } from "../check/walk-strings";
import type { FileRead, ReadKind } from "./page-reads";

/** Why a page reads an entry of the collection that is not its own: a review, a logo, the site settings. */
const kindOfEntry: Partial<Record<CollectionName, ReadKind>> = {
  reviews: "review",
  caseStudies: "success story",
  logos: "logo",
  whitePapers: "guide",
  awards: "award",
  addons: "add-on",
  settings: "site settings",
  solutions: "own",
};
export const kindOf = (collection: CollectionName): ReadKind => kindOfEntry[collection] ?? "own";

/** The file a locale reads for an entry: its translation where one exists, else the English source (inLocale). */
export function fileIn(entry: LocalizedEntry<unknown>, locale: Locale): string {
  return entry.files[locale] ?? entry.files.en ?? "";
}

/** Media files (/media/… → media/…) a content value names anywhere in its fields. */
function mediaOf(value: unknown): FileRead[] {
  const files: FileRead[] = [];
  walkStrings(value, (text, _path, key) => {
    if (key === "$schema") return;
    const links = text.startsWith("/media/") ? [text] : [...text.matchAll(/\]\((\/media\/[^)\s]+)\)/g)].map((match) => match[1] ?? "");
    for (const link of links) files.push({ file: (link.split(/[?#]/)[0] ?? "").slice(1), kind: "media" });
  });
  return files;
}

/** Rich-text MDX files a landing's blocks read in this locale (the file libraryFor resolves `source` to). */
function richTextsOf(content: ContentIndex, value: Record<string, unknown>, locale: Locale): FileRead[] {
  const blocks: unknown[] = Array.isArray(value.blocks) ? value.blocks : [];
  return blocks.flatMap((block) => {
    const source = (block as { type?: unknown; source?: unknown } | null)?.source;
    const text =
      typeof source === "string" && (block as { type?: unknown }).type === "richText" ? richTextIn(content, source, locale) : undefined;
    return text ? [{ file: text.file, kind: "rich text" as const }] : [];
  });
}

/** Collects the reads of one page; an entry brings its file, its media and the entries it references. */
export class ReadSet {
  private readonly byFile = new Map<string, FileRead>();
  constructor(
    private readonly content: ContentIndex,
    readonly locale: Locale,
    /** Reads of an entry per locale, shared by all pages of one graph (settings are read by every page). */
    private readonly entryReads = new Map<string, FileRead[]>(),
  ) {}

  add(read: FileRead): void {
    if (read.file && !this.byFile.has(read.file)) this.byFile.set(read.file, read);
  }

  /** An entry as the page shows it in its locale, with what it references (one level, as the loader resolves). */
  entry(collection: CollectionName, slug: string, kind: ReadKind, follow = true): void {
    const key = `${collection}|${slug}|${this.locale}|${kind}|${follow}`;
    let reads = this.entryReads.get(key);
    if (!reads) {
      reads = this.readsOfEntry(collection, slug, kind, follow);
      this.entryReads.set(key, reads);
    }
    for (const read of reads) this.add(read);
  }

  private readsOfEntry(collection: CollectionName, slug: string, kind: ReadKind, follow: boolean): FileRead[] {
    const entry = (this.content[collection] as Map<string, LocalizedEntry<Record<string, unknown>>>).get(slug);
    if (!entry) return [];
    const value = entry.translations[this.locale] ?? entry.source;
    const reads: FileRead[] = [
      { file: fileIn(entry, this.locale), kind },
      ...richTextsOf(this.content, value, this.locale),
      ...mediaOf(value),
    ];
    if (!follow) return reads;
    const referenced = new ReadSet(this.content, this.locale, this.entryReads);
    for (const reference of referencesOf(collection, value)) {
      if (collection === "caseStudies" && reference.target === "solutions") continue; // only a link on the page
      referenced.entry(reference.target, reference.slug, kindOf(reference.target), false);
    }
    return [...reads, ...referenced.reads()];
  }

  all(collection: CollectionName, kind: ReadKind, keep: (value: Record<string, unknown>) => boolean = () => true): void {
    for (const [slug, entry] of this.content[collection] as Map<string, LocalizedEntry<Record<string, unknown>>>) {
      if (keep(entry.source)) this.entry(collection, slug, kind, false);
    }
  }

  reads(): FileRead[] {
    return [...this.byFile.values()];
  }
}

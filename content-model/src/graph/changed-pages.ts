// Turns the files a branch changed into the pages it adds, changes or removes, per variant and locale, with
// the reason for each (the page's own file or the shared file it reads), using the graphs of both sides.
import type { ContentGraph } from "./content-graph";
import type { FileRead, PageReads, Variant } from "./page-reads";
import { localeRegistry, locales, type Locale } from "@storyfront/schemas";
import type { FieldChange } from "./field-changes";
import { keysRead, type KeyChange } from "./message-keys";

export type { FieldChange, KeyChange };

export type FileStatus = "added" | "modified" | "deleted";
export interface FileChange {
  /** Path relative to content/. */
  file: string;
  status: FileStatus;
  /** For a modified message catalogue: the keys added, removed or changed (the whole file when left out). */
  keys?: KeyChange[];
  /** For another modified JSON file: the values that changed, old and new, and how many more past the cap. */
  fields?: FieldChange[];
  moreFields?: number;
}

export type PageStatus = "added" | "changed" | "removed";
export interface ChangeReason extends Omit<FileRead, "keys"> {
  status: FileStatus;
  /** The changed message keys the page reads, when the change is to some keys of a catalogue. */
  keys?: KeyChange[];
  /** The file's changed values, old and new (a modified JSON file other than a catalogue). */
  fields?: FieldChange[];
  moreFields?: number;
}

export interface ChangedPage {
  variant: Variant;
  locale: Locale;
  route: string;
  path: string;
  status: PageStatus;
  /** The content file says "draft": true (shown on previews and in draft mode only). */
  draft?: boolean;
  reasons: ChangeReason[];
}

export interface OutdatedTranslation {
  /** The English source (or messages/en.json) the branch changed. */
  source: string;
  /** Its translation that the branch left as it was. */
  translation: string;
  locale: Locale;
  /** Visible paths of the pages that show the translation. */
  pages: { variant: Variant; locale: Locale; path: string }[];
}

export interface ChangesReport {
  pages: ChangedPage[];
  outdatedTranslations: OutdatedTranslation[];
}

const pageKey = (page: Pick<PageReads, "variant" | "locale" | "route">) => `${page.variant}|${page.locale}|${page.route}`;
const statusOrder: Record<PageStatus, number> = { added: 0, changed: 1, removed: 2 };

/** The changed keys of a catalogue a read meets: all of them for a whole-file read, none when it reads others. */
function keysMet(read: FileRead, change: FileChange): KeyChange[] | undefined {
  return change.keys && keysRead(read.keys, change.keys);
}

function reasonsFor(reads: readonly FileRead[], changed: ReadonlyMap<string, FileChange>): ChangeReason[] {
  const byFile = new Map<string, ChangeReason>();
  for (const read of reads) {
    const change = changed.get(read.file);
    if (!change) continue;
    const keys = keysMet(read, change);
    if (keys && keys.length === 0) continue; // a catalogue change to keys this page does not read
    const { keys: _readKeys, ...rest } = read;
    const known = byFile.get(read.file);
    const values = change.fields ? { fields: change.fields, ...(change.moreFields ? { moreFields: change.moreFields } : {}) } : {};
    if (!known) byFile.set(read.file, { ...rest, status: change.status, ...(keys ? { keys } : {}), ...values });
    else if (known.keys && keys)
      known.keys = [...new Map([...known.keys, ...keys].map((key) => [key.key, key])).values()].sort((a, b) => a.key.localeCompare(b.key));
  }
  return [...byFile.values()];
}

/** A translation file of a changed source: landings/home.json → landings/home.fr.json; messages/en.json → messages/fr.json. */
function translationOf(source: string, locale: Locale): string | undefined {
  if (source === "messages/en.json") return `messages/${locale}.json`;
  const match = /^([a-z-]+)\/([a-z0-9-]+)\.(json|mdx)$/.exec(source);
  return match && match[1] !== "messages" ? `${match[1]}/${match[2]}.${locale}.${match[3]}` : undefined;
}

export function changedPages(base: ContentGraph, head: ContentGraph, changes: readonly FileChange[]): ChangesReport {
  const changed = new Map(changes.map((change) => [change.file, change]));
  const basePages = new Map(base.pages.map((page) => [pageKey(page), page]));
  const headPages = new Map(head.pages.map((page) => [pageKey(page), page]));
  const pages: ChangedPage[] = [];
  const row = (page: PageReads, status: PageStatus, reasons: ChangeReason[]): ChangedPage => ({
    variant: page.variant,
    locale: page.locale,
    route: page.route,
    path: page.path,
    status,
    ...(page.draft ? { draft: true } : {}),
    reasons,
  });

  for (const [key, page] of headPages) {
    const before = basePages.get(key);
    if (!before) {
      // A new page: its own file is why; a page that appears because a shared file changed says which.
      const reasons = reasonsFor(page.reads, changed);
      const own = reasons.filter((reason) => reason.kind === "own");
      pages.push(row(page, "added", own.length > 0 ? own : reasons));
      continue;
    }
    const reasons = reasonsFor([...page.reads, ...before.reads], changed);
    if (reasons.length > 0) pages.push(row(page, "changed", reasons));
  }
  for (const [key, page] of basePages) {
    if (headPages.has(key)) continue;
    const reasons = reasonsFor(page.reads, changed);
    const own = reasons.filter((reason) => reason.kind === "own");
    pages.push(row(page, "removed", own.length > 0 ? own : reasons));
  }
  pages.sort(
    (a, b) =>
      statusOrder[a.status] - statusOrder[b.status] ||
      a.variant.localeCompare(b.variant) ||
      locales.indexOf(a.locale) - locales.indexOf(b.locale) ||
      a.path.localeCompare(b.path),
  );

  const outdatedTranslations: OutdatedTranslation[] = [];
  for (const change of changes) {
    const { file, status } = change;
    if (status !== "modified") continue;
    for (const locale of localeRegistry.translations) {
      const translation = translationOf(file, locale);
      if (!translation || changed.has(translation)) continue;
      // A catalogue's translation is out of date on the pages that read the changed keys only.
      const readers = head
        .readersOf(translation)
        .filter((page) => page.reads.some((read) => read.file === translation && keysMet(read, change)?.length !== 0));
      if (readers.length === 0) continue;
      outdatedTranslations.push({
        source: file,
        translation,
        locale,
        pages: readers.map(({ variant, locale: pageLocale, path }) => ({ variant, locale: pageLocale, path })),
      });
    }
  }
  return { pages, outdatedTranslations };
}

// Turns the files a branch changed into the pages it adds, changes or removes, per variant and locale, with
// the reason for each (the page's own file or the shared file it reads), using the graphs of both sides.
import type { ContentGraph } from "./content-graph";
import type { FileRead, PageReads, Variant } from "./page-reads";
import { localeRegistry, locales, type Locale } from "@storyfront/schemas";

export type FileStatus = "added" | "modified" | "deleted";
export interface FileChange {
  /** Path relative to content/. */
  file: string;
  status: FileStatus;
}

export type PageStatus = "added" | "changed" | "removed";
export interface ChangeReason extends FileRead {
  status: FileStatus;
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

function reasonsFor(reads: readonly FileRead[], changed: ReadonlyMap<string, FileStatus>): ChangeReason[] {
  const seen = new Set<string>();
  return reads.flatMap((read) => {
    const status = changed.get(read.file);
    if (!status || seen.has(read.file)) return [];
    seen.add(read.file);
    return [{ ...read, status }];
  });
}

/** A translation file of a changed source: landings/home.json → landings/home.fr.json; messages/en.json → messages/fr.json. */
function translationOf(source: string, locale: Locale): string | undefined {
  if (source === "messages/en.json") return `messages/${locale}.json`;
  const match = /^([a-z-]+)\/([a-z0-9-]+)\.(json|mdx)$/.exec(source);
  return match && match[1] !== "messages" ? `${match[1]}/${match[2]}.${locale}.${match[3]}` : undefined;
}

export function changedPages(base: ContentGraph, head: ContentGraph, changes: readonly FileChange[]): ChangesReport {
  const changed = new Map(changes.map((change) => [change.file, change.status]));
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
  pages.sort((a, b) => statusOrder[a.status] - statusOrder[b.status] || a.variant.localeCompare(b.variant) || locales.indexOf(a.locale) - locales.indexOf(b.locale) || a.path.localeCompare(b.path));

  const outdatedTranslations: OutdatedTranslation[] = [];
  for (const { file, status } of changes) {
    if (status !== "modified") continue;
    for (const locale of localeRegistry.translations) {
      const translation = translationOf(file, locale);
      if (!translation || changed.has(translation)) continue;
      const readers = head.readersOf(translation);
      if (readers.length === 0) continue;
      outdatedTranslations.push({ source: file, translation, locale, pages: readers.map(({ variant, locale: pageLocale, path }) => ({ variant, locale: pageLocale, path })) });
    }
  }
  return { pages, outdatedTranslations };
}

// Node-only (reads the site's source): the message keys each route family reads, from a scan of the code that
// renders it — its page file, every layout above it (the chrome: header, footer, banners, metadata) and every
// module they import, followed through @/ and relative imports. Read from the files each time, so it stays
// true as the code changes; calls the scan cannot read make their pages read the whole catalogue (never fewer
// pages than a change touches) and are listed, and a test keeps the site free of them.
import { readFileSync } from "node:fs";
import { dirname, relative, resolve, sep } from "node:path";
import { routeTable } from "@storyfront/schemas";
import { siteModules, sitePages } from "./site-modules";
import { sourceMessageReads, type SourceReads } from "./source-message-reads";

export interface SiteMessageReads {
  /** Key paths each family reads, by route table pattern ("/pricing", "/blog/[page]"). */
  byFamily: Map<string, string[]>;
  /** Calls whose namespace the scan could not tell: "src/x.tsx:12". */
  unresolved: string[];
}

/** The reads a `// message-keys:` comment names: literal key paths, or the route table's titles and breadcrumbs. */
function fromComment(words: string[]): string[] {
  return words.flatMap((word) => {
    if (word === "route-table:title")
      return routeTable.flatMap(({ title }) => (typeof title === "object" ? [`${title.messages}.${title.key}`] : []));
    if (word === "route-table:breadcrumbs")
      return routeTable.flatMap(({ breadcrumbSection: section }) => (section ? [`${section.messages}.${section.key}`] : []));
    return [word];
  });
}

/** Every family's keys, scanned from siteSrc (site/src). */
export function siteMessageReads(siteSrc: string): SiteMessageReads {
  const srcDir = resolve(siteSrc);
  const perFile = new Map<string, SourceReads>();
  const readsOf = (file: string): SourceReads => {
    let reads = perFile.get(file);
    if (!reads) {
      reads = sourceMessageReads(readFileSync(/* turbopackIgnore: true */ file, "utf8"), fromComment);
      perFile.set(file, reads);
    }
    return reads;
  };
  const unresolved = new Set<string>();
  const keysFrom = (entries: string[]): string[] => {
    const keys = new Set<string>();
    for (const file of siteModules(srcDir, entries, (module) => readsOf(module).imports)) {
      const reads = readsOf(file);
      reads.keys.forEach((key) => keys.add(key));
      for (const line of reads.unresolved) unresolved.add(`${relative(dirname(srcDir), file).split(sep).join("/")}:${line}`);
    }
    // A read of a namespace covers the keys below it; "" covers everything.
    const all = [...keys].sort();
    return all.filter((key) => !all.some((other) => other !== key && (other === "" || key.startsWith(`${other}.`))));
  };
  // Each page with every layout above it.
  const byFamily = new Map(sitePages(srcDir).map((page) => [page.pattern, keysFrom([page.file, ...page.layouts])]));
  return { byFamily, unresolved: [...unresolved].sort() };
}

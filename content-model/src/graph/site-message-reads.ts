// Node-only (reads the site's source): the message keys each route family reads, from a scan of the code that
// renders it — its page file, every layout above it (the chrome: header, footer, banners, metadata) and every
// module they import, followed through @/ and relative imports. Read from the files each time, so it stays
// true as the code changes; calls the scan cannot read make their pages read the whole catalogue (never fewer
// pages than a change touches) and are listed, and a test keeps the site free of them.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { routeTable } from "@storyfront/schemas";
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

const extensions = ["", ".ts", ".tsx", "/index.ts", "/index.tsx"];

function resolveImport(srcDir: string, from: string, specifier: string): string | undefined {
  const base = specifier.startsWith("@/") ? join(srcDir, specifier.slice(2)) : resolve(dirname(from), specifier);
  for (const extension of extensions) {
    const file = base + extension;
    if (/\.tsx?$/.test(file) && existsSync(/* turbopackIgnore: true */ file) && statSync(/* turbopackIgnore: true */ file).isFile())
      return file;
  }
  return undefined;
}

/** The route pattern of a page folder below app/[site]/[locale]: route groups dropped, %5F decoded. */
const patternOf = (segments: string[]) =>
  "/" +
  segments
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => decodeURIComponent(segment))
    .join("/");

/** Every family's keys, scanned from siteSrc (site/src). */
export function siteMessageReads(siteSrc: string): SiteMessageReads {
  const srcDir = resolve(siteSrc);
  const appDir = join(srcDir, "app");
  const localeDir = join(appDir, "[site]", "[locale]");
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
    const seen = new Set<string>();
    const queue = [...entries];
    while (queue.length > 0) {
      const file = queue.pop() ?? "";
      if (seen.has(file)) continue;
      seen.add(file);
      const reads = readsOf(file);
      reads.keys.forEach((key) => keys.add(key));
      for (const line of reads.unresolved) unresolved.add(`${relative(dirname(srcDir), file).split(sep).join("/")}:${line}`);
      for (const specifier of reads.imports) {
        const target = resolveImport(srcDir, file, specifier);
        if (target) queue.push(target);
      }
    }
    // A read of a namespace covers the keys below it; "" covers everything.
    const all = [...keys].sort();
    return all.filter((key) => !all.some((other) => other !== key && (other === "" || key.startsWith(`${other}.`))));
  };

  const byFamily = new Map<string, string[]>();
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(/* turbopackIgnore: true */ dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), [...segments, entry.name]);
      else if (entry.name === "page.tsx") {
        // The page and every layout from app/ down to its folder.
        const layouts: string[] = [];
        for (let folder = dir; folder.startsWith(appDir); folder = dirname(folder)) {
          const layout = join(folder, "layout.tsx");
          if (existsSync(/* turbopackIgnore: true */ layout)) layouts.push(layout);
        }
        byFamily.set(patternOf(segments), keysFrom([join(dir, entry.name), ...layouts]));
      }
    }
  };
  if (existsSync(/* turbopackIgnore: true */ localeDir)) walk(localeDir, []);
  return { byFamily, unresolved: [...unresolved].sort() };
}

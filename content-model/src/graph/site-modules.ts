// The site's page files and the modules each reaches (Node only, read from the files each time): imports written
// `@/…` or relative, static or dynamic, followed from file to file; type-only imports carry no code and are left
// out. Used for the message keys each route family reads (site-message-reads.ts) and by the site's test that holds
// each route table entry to the API calls its page's code makes.
import { existsSync, readdirSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";

/** The `@/…` and relative modules a source file imports. */
export function siteImportsIn(source: string): string[] {
  const imports = [
    ...source.matchAll(/(?:^|\n)\s*(?:import|export)\s+(?!type\s)[^"'`;]*?from\s+["']([^"']+)["']|\bimport\(\s*["']([^"']+)["']\s*\)/g),
  ]
    .map((match) => match[1] ?? match[2] ?? "")
    .filter((path) => path.startsWith(".") || path.startsWith("@/"));
  return [...new Set(imports)];
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

/** Every module of the site reachable from `entries`, given the specifiers each file imports. */
export function siteModules(srcDir: string, entries: readonly string[], importsOf: (file: string) => readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop() ?? "";
    if (seen.has(file)) continue;
    seen.add(file);
    for (const specifier of importsOf(file)) {
      const target = resolveImport(srcDir, file, specifier);
      if (target) queue.push(target);
    }
  }
  return [...seen];
}

export interface SitePage {
  /** The route table pattern of the page folder below app/[site]/[locale]: route groups dropped, %5F decoded. */
  pattern: string;
  file: string;
  /** Every layout from app/ down to the page's folder. */
  layouts: string[];
}

const patternOf = (segments: string[]) =>
  "/" +
  segments
    .filter((segment) => !/^\(.*\)$/.test(segment))
    .map((segment) => decodeURIComponent(segment))
    .join("/");

/** The page files under app/[site]/[locale] of the site's src folder. */
export function sitePages(srcDir: string): SitePage[] {
  const appDir = join(srcDir, "app");
  const localeDir = join(appDir, "[site]", "[locale]");
  const pages: SitePage[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of readdirSync(/* turbopackIgnore: true */ dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(join(dir, entry.name), [...segments, entry.name]);
      else if (entry.name === "page.tsx") {
        const layouts: string[] = [];
        for (let folder = dir; folder.startsWith(appDir); folder = dirname(folder)) {
          const layout = join(folder, "layout.tsx");
          if (existsSync(/* turbopackIgnore: true */ layout)) layouts.push(layout);
        }
        pages.push({ pattern: patternOf(segments), file: join(dir, entry.name), layouts });
      }
    }
  };
  if (existsSync(/* turbopackIgnore: true */ localeDir)) walk(localeDir, []);
  return pages;
}

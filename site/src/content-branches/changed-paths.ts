// The internal page paths (`/{host}/{locale}{route}`, as the proxy rewrites) that show a change of content between
// two commits, from the dependency graph: what production revalidates when it moves to a new commit of main.
import { contentGraph, changedPages, type FileChange } from "@storyfront/content-model";
import { changedMessageKeys } from "@storyfront/content-model/graph/message-keys";
import type { ContentIndex } from "@storyfront/content-model";
import { contentFiles } from "@/page-data/content/checked-content";
import { allowedSites } from "@/domain/allowed-hosts";
import { siteConfig } from "@/domain/site-config";

/** The content files (relative to content/) that differ between two checked indexes, with changed message keys. */
export function changedFiles(before: ContentIndex, after: ContentIndex): FileChange[] {
  const was = new Map(contentFiles(before).map((file) => [file.path, file.text]));
  const is = new Map(contentFiles(after).map((file) => [file.path, file.text]));
  const changes: FileChange[] = [];
  for (const [file, text] of is) {
    const previous = was.get(file);
    if (previous === undefined) changes.push({ file, status: "added" });
    else if (previous !== text) {
      const keys = /^messages\/[^/]+\.json$/.test(file) ? changedMessageKeys(previous, text) : undefined;
      changes.push({ file, status: "modified", ...(keys ? { keys } : {}) });
    }
  }
  for (const file of was.keys()) if (!is.has(file)) changes.push({ file, status: "deleted" });
  return changes;
}

/** Every internal path, on every host of its variant, of the pages the change adds, changes or removes. */
export function changedPagePaths(before: ContentIndex, after: ContentIndex): string[] {
  const report = changedPages(contentGraph(before), contentGraph(after), changedFiles(before, after));
  const paths = new Set<string>();
  for (const page of report.pages) {
    const route = page.route === "/" ? "" : page.route.replace(/\/+$/, "");
    for (const site of allowedSites(siteConfig)) {
      if (site.variant === page.variant) paths.add(`/${site.hostname}/${page.locale}${route}`);
    }
  }
  return [...paths].sort();
}

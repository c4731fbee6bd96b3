// The site's content-rendered routes and what each reads, mirroring the pages under site/src/app/[site]/[locale].
// A route lists the locales where it renders: a landing only where its file exists, English-only pages on com/en.
import { localeRegistry, type Locale } from "@storyfront/schemas";
import type { ContentIndex } from "../content-index";

import type { ReadSet } from "./content-graph";

export interface PageRoute {
  route: string;
  locales: readonly Locale[];
  draft?: boolean;
  read: (reads: ReadSet) => void;
}

const legalSlugs = ["legal", "policy", "terms", "offer"];

function isDraft(value: unknown): boolean {
  return (value as { draft?: unknown }).draft === true;
}

export function pageRoutes(content: ContentIndex, registry = localeRegistry): PageRoute[] {
  const comLocales = registry.localesOf("com");
  const allLocales = registry.codes;
  const englishOnly: readonly Locale[] = [registry.source];
  /** Pages whose body comes from the API (blog, press, demo tour): from content they read messages and settings only. */
  const messageOnlyRoutes: { route: string; locales: readonly Locale[] }[] = [
    { route: "/blog", locales: allLocales },
    { route: "/blog/search", locales: allLocales },
    { route: "/blog/stories", locales: allLocales },
    { route: "/press-releases", locales: allLocales },
    { route: "/quick-demo", locales: allLocales },
    { route: "/write-for-us", locales: comLocales },
  ];
  const routes: PageRoute[] = [];
  const landingPaths = new Set<string>();
  for (const [slug, entry] of content.landings) {
    const path = entry.source.path;
    landingPaths.add(path);
    const locales = path.startsWith("/solutions/") ? englishOnly.filter((locale) => locale in entry.files) : (Object.keys(entry.files) as Locale[]);
    routes.push({ route: path, locales, draft: isDraft(entry.source), read: (reads) => reads.entry("landings", slug, "own") });
  }
  for (const [slug, entry] of content.solutions) {
    if (landingPaths.has(`/solutions/${slug}`)) continue; // a landing at that path wins (site: findSolution)
    routes.push({
      route: `/solutions/${slug}`,
      locales: englishOnly,
      read: (reads) => {
        reads.entry("solutions", slug, "own");
        reads.entry("settings", "site", "site settings"); // the solutions template and its award badges
        const guide = /^\/white-papers\/([a-z0-9-]+)$/.exec(entry.source.inspoGuide.reportLink)?.[1];
        if (guide) reads.entry("whitePapers", guide, "guide", false);
      },
    });
  }
  routes.push({ route: "/solutions", locales: englishOnly, read: (reads) => reads.all("solutions", "own") });
  routes.push({ route: "/case-studies", locales: englishOnly, read: (reads) => reads.all("caseStudies", "success story") });
  for (const slug of content.caseStudies.keys()) {
    routes.push({ route: `/case-studies/${slug}`, locales: englishOnly, read: (reads) => reads.entry("caseStudies", slug, "own") });
  }
  routes.push({ route: "/white-papers", locales: comLocales, read: (reads) => reads.all("whitePapers", "guide") });
  for (const slug of content.whitePapers.keys()) {
    routes.push({ route: `/white-papers/${slug}`, locales: comLocales, read: (reads) => reads.entry("whitePapers", slug, "own") });
  }
  for (const slug of legalSlugs) {
    if (content.legal.has(slug)) routes.push({ route: `/${slug}`, locales: allLocales, read: (reads) => reads.entry("legal", slug, "own") });
  }
  if (content.faq.has("faq")) routes.push({ route: "/faq", locales: allLocales, read: (reads) => reads.entry("faq", "faq", "own") });
  if (content.pricing.has("pricing")) {
    for (const route of ["/pricing", "/prices"]) {
      routes.push({
        route,
        locales: allLocales,
        read: (reads) => {
          reads.entry("pricing", "pricing", "own");
          reads.all("addons", "add-on");
        },
      });
    }
  }
  routes.push({
    route: "/sales",
    locales: allLocales,
    read: (reads) => {
      reads.all("logos", "logo", (logo) => logo.kind === "customer");
      reads.all("awards", "award");
    },
  });
  for (const { route, locales } of messageOnlyRoutes.filter(({ route }) => !landingPaths.has(route))) routes.push({ route, locales, read: () => {} });
  return routes;
}

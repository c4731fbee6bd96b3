// The site's content-rendered routes and what each reads: the families and their locales come from the
// route table (@storyfront/schemas), the reads of each are written here.
// A route lists the locales where it renders: a landing only where its file exists, English-only pages on com/en.
import { familyLocales, localeRegistry, routeFamily, routeTable, type Locale } from "@storyfront/schemas";
import type { ContentIndex } from "../content-index";

import type { ReadSet } from "./read-set";

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
  // Which locales a family renders in is the route table's; the reads of each family are written below.
  const localesOf = (pattern: string) => familyLocales(routeFamily(pattern), registry);
  const englishOnly: readonly Locale[] = [registry.source];
  /** Pages whose body comes from the API (blog, press, demo tour): from content they read messages and settings only. */
  const messageOnlyRoutes = routeTable
    .filter((family) => family.graph === "messages")
    .map((family) => ({ route: family.pattern, locales: localesOf(family.pattern) }));
  const routes: PageRoute[] = [];
  const landingPaths = new Set<string>();
  for (const [slug, entry] of content.landings) {
    const path = entry.source.path;
    landingPaths.add(path);
    const locales = path.startsWith("/solutions/")
      ? englishOnly.filter((locale) => locale in entry.files)
      : (Object.keys(entry.files) as Locale[]);
    routes.push({ route: path, locales, draft: isDraft(entry.source), read: (reads) => reads.entry("landings", slug, "own") });
  }
  for (const [slug, entry] of content.solutions) {
    if (landingPaths.has(`/solutions/${slug}`)) continue; // a landing at that path wins (site: findSolution)
    routes.push({
      route: `/solutions/${slug}`,
      locales: localesOf("/solutions/[slug]"),
      read: (reads) => {
        reads.entry("solutions", slug, "own");
        reads.entry("settings", "site", "site settings"); // the solutions template and its award badges
        const guide = /^\/white-papers\/([a-z0-9-]+)$/.exec(entry.source.inspoGuide.reportLink)?.[1];
        if (guide) reads.entry("whitePapers", guide, "guide", false);
      },
    });
  }
  routes.push({ route: "/solutions", locales: localesOf("/solutions"), read: (reads) => reads.all("solutions", "own") });
  routes.push({ route: "/case-studies", locales: localesOf("/case-studies"), read: (reads) => reads.all("caseStudies", "success story") });
  for (const slug of content.caseStudies.keys()) {
    routes.push({
      route: `/case-studies/${slug}`,
      locales: localesOf("/case-studies/[slug]"),
      read: (reads) => reads.entry("caseStudies", slug, "own"),
    });
  }
  routes.push({ route: "/white-papers", locales: localesOf("/white-papers"), read: (reads) => reads.all("whitePapers", "guide") });
  for (const slug of content.whitePapers.keys()) {
    routes.push({
      route: `/white-papers/${slug}`,
      locales: localesOf("/white-papers/[slug]"),
      read: (reads) => reads.entry("whitePapers", slug, "own"),
    });
  }
  for (const slug of legalSlugs) {
    if (content.legal.has(slug))
      routes.push({ route: `/${slug}`, locales: localesOf(`/${slug}`), read: (reads) => reads.entry("legal", slug, "own") });
  }
  if (content.faq.has("faq")) routes.push({ route: "/faq", locales: localesOf("/faq"), read: (reads) => reads.entry("faq", "faq", "own") });
  if (content.pricing.has("pricing")) {
    for (const route of ["/pricing", "/prices"]) {
      routes.push({
        route,
        locales: localesOf(route),
        read: (reads) => {
          reads.entry("pricing", "pricing", "own");
          reads.all("addons", "add-on");
        },
      });
    }
  }
  routes.push({
    route: "/sales",
    locales: localesOf("/sales"),
    read: (reads) => {
      reads.all("logos", "logo", (logo) => logo.kind === "customer");
      reads.all("awards", "award");
    },
  });
  for (const { route, locales } of messageOnlyRoutes.filter(({ route }) => !landingPaths.has(route)))
    routes.push({ route, locales, read: () => {} });
  return routes;
}

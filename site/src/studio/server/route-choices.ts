// The internal routes a link field offers, for one variant and locale. An adapter over what the checker knows
// today (its dead-link check, content's slugs) until the schemas' route table lands: every route offered here
// passes the checker's link check.
import { missingRoute, type ContentIndex } from "@storyfront/content-model";
import { linkAvailableOn, localeRegistry, type Locale } from "@storyfront/schemas";

const pageRoutes = [
  "/",
  "/pricing",
  "/sales",
  "/enterprise",
  "/use-cases",
  "/quick-demo",
  "/case-studies",
  "/white-papers",
  "/solutions",
  "/blog",
  "/faq",
  "/legal",
  "/policy",
  "/terms",
  "/offer",
  "/press-releases",
  "/prices",
  "/write-for-us",
  "/game",
];

export function routeChoices(content: ContentIndex, variant: "com" | "ru", locale: Locale): string[] {
  const slugs = {
    solutions: new Set([
      ...content.solutions.keys(),
      ...[...content.landings.values()].flatMap((entry) => /^\/solutions\/(.+)$/.exec(entry.source.path)?.[1] ?? []),
    ]),
    caseStudies: new Set(content.caseStudies.keys()),
    whitePapers: new Set(content.whitePapers.keys()),
  };
  const candidates = [
    ...pageRoutes,
    ...[...content.landings.values()].map((entry) => entry.source.path),
    ...[...slugs.solutions].map((slug) => `/solutions/${slug}`),
    ...[...slugs.caseStudies].map((slug) => `/case-studies/${slug}`),
    ...[...slugs.whitePapers].map((slug) => `/white-papers/${slug}`),
  ];
  return [...new Set(candidates)]
    .filter((route) => missingRoute(route, slugs) === undefined && linkAvailableOn(variant, route))
    .map((route) => localeRegistry.localePath(locale, route))
    .sort();
}

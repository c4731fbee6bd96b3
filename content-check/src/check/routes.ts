// The routes of spec §2.1, for the dead-link check. Slug routes count only when the slug exists in content.
import { localeRegistry } from "@storyfront/schemas";

/** Slugs that exist per slug route; blog, press, game and short-item slugs come from the API (any accepted). */
export interface RouteSlugs {
  solutions: ReadonlySet<string>;
  caseStudies: ReadonlySet<string>;
  whitePapers: ReadonlySet<string>;
}

const staticRoutes = new Set([
  "/", "/blog", "/case-studies", "/enterprise", "/faq", "/legal", "/policy", "/terms", "/offer",
  "/press-releases", "/prices", "/pricing", "/quick-demo", "/sales", "/solutions", "/white-papers",
  "/write-for-us", "/use-cases", "/game", "/s",
]);
const apiSlugRoutes = [/^\/blog\/[^/]+$/, /^\/press-releases\/[^/]+$/, /^\/game\/[^/]+$/, /^\/s\/[^/]+$/];

/** Drops query, hash, trailing slashes and a locale prefix (the registry's one rule). */
export const routePath = (href: string, registry = localeRegistry): string => registry.hrefRoute(href);

/** Undefined when the route exists, else the reason (used in the problem message). */
export function missingRoute(href: string, slugs: RouteSlugs, registry = localeRegistry): string | undefined {
  const path = routePath(href, registry);
  if (staticRoutes.has(path) || apiSlugRoutes.some((pattern) => pattern.test(path))) return undefined;
  const slugRoute = /^\/(solutions|case-studies|white-papers)\/([^/]+)$/.exec(path);
  if (slugRoute) {
    const [, prefix, slug = ""] = slugRoute;
    const known = prefix === "solutions" ? slugs.solutions : prefix === "case-studies" ? slugs.caseStudies : slugs.whitePapers;
    const folder = prefix === "solutions" ? "content/solutions or a landing with that path" : `content/${prefix}`;
    return known.has(slug) ? undefined : `no page "${slug}" exists in ${folder}`;
  }
  return "the site has no such route";
}

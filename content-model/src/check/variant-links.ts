// A ru content file is shown only on the ru variant, so every page it links to (written links and slug
// references that render as links, such as success stories and guides) must exist there. Which route
// families each variant has comes from @storyfront/schemas (routes/variant-routes.ts), shared with the site.
import { hiddenFamilyOn, hrefRoute, referenceRoutes, type CollectionName } from "@storyfront/schemas";
import { formatPath, type ProblemDraft } from "./problem";
import { linkFieldsOf, referencesOf } from "./references";
import { inlineLinks, walkStrings } from "./walk-strings";

type Parsed = { collection: CollectionName; locale: string; data: Record<string, unknown> };

const fix = (what: string) => `${what}, or link a page the ru variant has (/, /sales, /pricing, /blog, /faq, /press-releases)`;

export function variantLinkProblems({ collection, locale, data }: Parsed): ProblemDraft[] {
  if (locale !== "ru") return [];
  const problems: ProblemDraft[] = [];
  const linkFields = linkFieldsOf(collection, data);
  walkStrings(data, (text, path) => {
    const hrefs = linkFields.has(formatPath(path)) ? [text] : inlineLinks(text);
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("/media/")) continue;
      const family = hiddenFamilyOn("ru", hrefRoute(href));
      if (family)
        problems.push({
          path,
          message: `the link ${href} leads to ${family}, which the ru variant does not have (com only)`,
          fix: fix("remove the link"),
        });
    }
  });
  for (const reference of referencesOf(collection, data)) {
    const route = referenceRoutes[reference.target as keyof typeof referenceRoutes]?.(reference.slug);
    const family = route ? hiddenFamilyOn("ru", route) : null;
    if (route && family) {
      problems.push({
        path: reference.path,
        message: `"${reference.slug}" is shown as a link to ${route}, but the ru variant has no ${family} (com only)`,
        fix: fix("remove the block or this entry"),
      });
    }
  }
  return problems;
}

// Links and file paths written in content: a /media/ path must name a file, a route must exist.
import { missingRoute, type RouteSlugs } from "./routes";
import { inlineLinks } from "./walk-strings";

export interface LinkFinding {
  message: string;
  fix: string;
}

/** Problems of one link or media path (a whole-value link, an MDX href/src, a Markdown link). */
export function linkFindings(href: string, slugs: RouteSlugs, mediaPaths: ReadonlySet<string>): LinkFinding[] {
  if (href.startsWith("/media/")) {
    return mediaPaths.has(href.split(/[?#]/)[0] ?? "")
      ? []
      : [{ message: `the file ${href} does not exist`, fix: `add content${href} or correct the path` }];
  }
  if (!href.startsWith("/")) return [];
  const reason = missingRoute(href, slugs);
  return reason
    ? [{ message: `the link ${href} leads nowhere: ${reason}`, fix: "link to an existing route, e.g. /sales, /pricing or /case-studies" }]
    : [];
}

/**
 * Problems of one string value of a JSON field: the whole value when the schema marks the field a link
 * (hrefSchema), else [label](href) links in it.
 */
export function stringFindings(
  text: string,
  field: { key: string | number | undefined; isLink: boolean },
  slugs: RouteSlugs,
  mediaPaths: ReadonlySet<string>,
): LinkFinding[] {
  const { key, isLink } = field;
  const hrefs = isLink ? [text] : inlineLinks(text);
  const bareMedia = text.startsWith("/media/") && key !== "$schema" && !hrefs.includes(text) ? [text] : [];
  return [...bareMedia, ...hrefs].flatMap((href) => linkFindings(href, slugs, mediaPaths));
}

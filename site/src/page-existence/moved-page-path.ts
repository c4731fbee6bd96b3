// Where the proxy sends a visitor who asked for a published page's former slug: the same route with the page's
// current slug, in the same locale (its prefix kept), with the visitor's query. The path is resolved against our own
// origin (domain/same-site-path.ts), so a slug the API names can never lead off the site.
import { sameSitePath } from "@/domain/same-site-path";
import { localePath } from "@/i18n/locale-path";
import type { Locale } from "@/i18n/locales";

const slugPattern = /^[A-Za-z0-9_-]{1,200}$/;

/** The visible path (with query) of `routePath` with its last segment replaced by `slug`; undefined when it cannot be one. */
export function movedPagePath(locale: Locale, routePath: string, slug: string, search: string): string | undefined {
  if (!slugPattern.test(slug)) return undefined;
  const segments = routePath.replace(/\/+$/, "").split("/");
  if (segments.length < 2) return undefined;
  segments[segments.length - 1] = slug;
  const query = search && search !== "?" ? (search.startsWith("?") ? search : `?${search}`) : "";
  const target = sameSitePath(`${localePath(locale, segments.join("/"))}${query}`);
  return target === localePath(locale, routePath) + query ? undefined : target;
}

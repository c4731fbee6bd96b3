// Where a variant's pages are on a running server, from its com origin: the ru variant is on the `ru.` twin host with
// the same scheme and port (localhost → ru.localhost, content-x.preview.localhost → content-x.preview.ru.localhost)
// and a real domain swaps its .com for .ru, as the site's own links between variants do (site/src/preview/preview-links.ts).
import type { Variant } from "@storyfront/content-model";

export function variantOrigin(origin: string, variant: Variant): string {
  const url = new URL(origin);
  const [, label = "", host = url.hostname] = /^([a-z0-9-]+\.preview\.)(.+)$/.exec(url.hostname) ?? [];
  const local = host === "localhost" || host === "ru.localhost";
  const twin = local ? (variant === "ru" ? "ru.localhost" : "localhost") : host.replace(/\.(com|ru)$/, `.${variant}`);
  url.hostname = label + twin;
  return url.origin;
}

/** A changed page's address on a running server whose com variant is at `origin`. */
export const pageUrl = (origin: string, page: { variant: Variant; path: string }) => `${variantOrigin(origin, page.variant)}${page.path}`;

// The intro picture as a data: URI when it is a small SVG: with the picture inside the HTML, the page's largest
// paint needs no request of its own. On a phone each request costs a round trip (about 560 ms under Lighthouse's
// applied mobile throttling), which was most of home's LCP beyond its first paint (issue 28).
import { readFileSync } from "node:fs";
import { resolve, sep } from "node:path";
import { mediaRoot } from "@/page-data/media-files";

/** Larger pictures cost more bytes in the HTML (and again in the inline payload) than their request saves. */
export const inlineSvgMaxBytes = 4096;

const known = new Map<string, string | undefined>();

/** `data:image/svg+xml,…` for a /media/….svg of at most `inlineSvgMaxBytes`, otherwise undefined. */
export function inlineSvg(src: string, root = mediaRoot()): string | undefined {
  if (!src.startsWith("/media/") || !src.toLowerCase().endsWith(".svg")) return undefined;
  const key = `${root}\n${src}`;
  if (known.has(key)) return known.get(key);
  const path = resolve(root, ...src.slice("/media/".length).split("/").map(decodeURIComponent));
  let uri: string | undefined;
  try {
    const text = path.startsWith(root + sep) ? readFileSync(/*turbopackIgnore: true*/ path, "utf8") : "";
    if (text && Buffer.byteLength(text) <= inlineSvgMaxBytes) uri = `data:image/svg+xml,${encodeSvg(text)}`;
  } catch {
    uri = undefined; // not there: the <img> keeps its URL and shows what the server answers
  }
  // In dev a changed file would stay as first read; production reads content once per build anyway.
  if (process.env.NODE_ENV === "production") known.set(key, uri);
  return uri;
}

/** Percent-encodes only what a URL needs: smaller than base64 and still compressible text. */
function encodeSvg(svg: string): string {
  return svg
    .replace(/\s+/g, " ")
    .replace(/"/g, "'")
    .replace(/[\r\n%#()<>?[\\\]^`{|}]/g, encodeURIComponent)
    .trim();
}

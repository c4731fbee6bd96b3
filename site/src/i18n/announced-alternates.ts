// One render's hand-over of "where does this page exist": the page's metadata (seo/page-metadata.ts,
// the same call that writes hreflang) announces its route and locale paths, and the footer's language
// switch, rendered by the layout in the same request, waits for them. So the switch is in the server
// HTML (visible with JavaScript off) and cannot disagree with hreflang.
import { cache } from "react";
import type { RouteLocalePaths } from "./route-locale-paths";

export type AnnouncedAlternates = {
  routePath: string;
  paths: RouteLocalePaths;
  /** The page's title, description and the domain's base URL, for the structured data the layout writes. */
  title?: string;
  description?: string;
  baseUrl?: string;
  /** The page writes its own structured data (an article's BlogPosting): the layout adds no WebPage. */
  ownStructuredData?: boolean;
};

type Slot = { promise: Promise<AnnouncedAlternates | null>; resolve: (value: AnnouncedAlternates | null) => void };

const slot = cache((): Slot => {
  let resolve: Slot["resolve"] = () => {};
  const promise = new Promise<AnnouncedAlternates | null>((done) => {
    resolve = done;
  });
  return { promise, resolve };
});

/** Called by page metadata: the first announcement of a render wins. Outside a render it does nothing. */
export function announceAlternates(value: AnnouncedAlternates): void {
  slot().resolve(value);
}

/** The page's announcement, or null when none comes in time (a page without page metadata). */
export function announcedAlternates(timeoutMs = 2_000): Promise<AnnouncedAlternates | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((done) => {
    timer = setTimeout(() => done(null), timeoutMs);
  });
  return Promise.race([slot().promise, timeout]).finally(() => clearTimeout(timer));
}

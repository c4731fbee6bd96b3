import type { Page } from "@storyfront/schemas";

/** What the search island needs of a page: small enough to send to the browser. */
export type SearchResult = {
  id: number;
  slug: string;
  title: string;
  description: string;
  timestamp: number;
  views: number;
  image: string | null;
  tags: string[];
};
export type SearchAnswer = { items: SearchResult[]; totalCount: number };

export const toSearchResult = (page: Page): SearchResult => ({
  id: page.id,
  slug: page.slug,
  title: page.title,
  description: page.description,
  timestamp: page.timestamp,
  views: page.views,
  image: page.image?.tablet ?? page.imageSquare ?? null,
  tags: (page.tags ?? []).map((tag) => tag.name),
});

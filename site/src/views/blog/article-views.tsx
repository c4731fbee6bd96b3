"use client";

import { useEffect, useState } from "react";
import { formatMessage } from "@/i18n/format-message";
import type { IslandMessages } from "@/i18n/island-texts";
import type { Locale } from "@/i18n/locales";
import { pageReadEventName, type PageReadDetail } from "./page-read-event";

/** Its messages as the catalogue compiled them (islandMessages): the count is filled in here, as it changes. */
export type ArticleViewsTexts = IslandMessages<"views" | "markedRead">;

/**
 * The view count of an article; after the read event it shows the API's new count and "Read". Plain compiled
 * messages rather than next-intl's client: an article page then ships no catalogue provider or formatter.
 */
export function ArticleViews({ slug, views, locale, texts }: { slug: string; views: number; locale: Locale; texts: ArticleViewsTexts }) {
  const [state, setState] = useState({ views, read: false });
  useEffect(() => {
    const onRead = (event: Event) => {
      const detail = (event as CustomEvent<PageReadDetail>).detail;
      if (detail.slug === slug) setState({ views: detail.views, read: true });
    };
    window.addEventListener(pageReadEventName, onRead);
    return () => window.removeEventListener(pageReadEventName, onRead);
  }, [slug]);
  return (
    <span data-views={state.views} data-read={state.read ? "true" : "false"}>
      {formatMessage(texts.views, locale, { count: state.views })}
      {state.read && <strong> · {formatMessage(texts.markedRead, locale)}</strong>}
    </span>
  );
}

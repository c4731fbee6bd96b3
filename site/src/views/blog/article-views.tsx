"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { pageReadEventName, type PageReadDetail } from "./page-read-event";

/** The view count of an article; after the read event it shows the API's new count and "Read". */
export function ArticleViews({ slug, views }: { slug: string; views: number }) {
  const t = useTranslations("Blog");
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
      {t("views", { count: state.views })}
      {state.read && <strong> · {t("markedRead")}</strong>}
    </span>
  );
}

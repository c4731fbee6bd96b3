"use client";

import { useEffect, useRef } from "react";
import { sendPageRead } from "./page-read-event";

/** Placed after the article body: when it scrolls into view the article counts as read. */
export function ArticleReadSentinel({ slug }: { slug: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      void sendPageRead(slug);
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [slug]);
  return <div ref={ref} aria-hidden="true" data-read-sentinel="" />;
}

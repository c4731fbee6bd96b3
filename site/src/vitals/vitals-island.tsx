"use client";

import { useEffect } from "react";
import { whenIdle } from "@/ui/when-idle";

/** Decided once per page view (client-side navigations keep it): in the sample or not. */
let sampled: boolean | null = null;
let started = false;

/**
 * Field data: once the page is idle, the sampled share of page views (VITALS_SAMPLE_RATE) loads web-vitals in a
 * lazy chunk, which reports LCP, INP, CLS, FCP and TTFB to /api/vitals when the page is hidden or left. The
 * metrics are read from buffered performance entries, so starting late loses none; a page view outside the
 * sample downloads nothing.
 */
export function VitalsIsland({ sampleRate }: { sampleRate: number }) {
  useEffect(() => {
    sampled ??= Math.random() < sampleRate;
    if (!sampled || started) return;
    return whenIdle(() => {
      if (started) return;
      started = true;
      void import("./vitals-reporter").then(
        (reporter) => reporter.startVitalsReporting(),
        () => {},
      );
    });
  }, [sampleRate]);
  return null;
}

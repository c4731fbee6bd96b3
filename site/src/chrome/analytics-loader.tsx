"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/** Route changes are reported this long after navigation, so the new page's title is in place (spec §9). */
export const analyticsRouteDelayMs = 300;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** Whether the visitor came from our own domain (then scripts load at once, spec §4). */
export function cameFromOwnDomain(referrer: string, baseDomain: string): boolean {
  if (!referrer) return false;
  try {
    const host = new URL(referrer).hostname;
    return host === baseDomain || host.endsWith(`.${baseDomain}`);
  } catch {
    return false;
  }
}

/** Adds each script once. */
export function injectScripts(sources: string[], doc: Document = document) {
  for (const src of sources) {
    if ([...doc.querySelectorAll<HTMLScriptElement>("script[data-sf-analytics]")].some((script) => script.dataset.sfAnalytics === src))
      continue;
    const script = doc.createElement("script");
    script.src = src;
    script.async = true;
    script.dataset.sfAnalytics = src;
    doc.head.appendChild(script);
  }
}

/**
 * Analytics and chat scripts (configurable, none by default) load on the first mouse or pointer
 * move, or at once when the visitor came from our own domain; later route changes are pushed to
 * the data layer after 300 ms.
 */
export function AnalyticsLoader({ scripts, baseDomain }: { scripts: string[]; baseDomain: string }) {
  const pathname = usePathname();
  const loaded = useRef(false);
  const firstPath = useRef(pathname);
  const key = scripts.join(",");

  useEffect(() => {
    const sources = key ? key.split(",") : [];
    if (sources.length === 0) return;
    const load = () => {
      if (loaded.current) return;
      loaded.current = true;
      injectScripts(sources);
      window.removeEventListener("mousemove", load);
      window.removeEventListener("pointermove", load);
    };
    if (cameFromOwnDomain(document.referrer, baseDomain)) return load();
    window.addEventListener("mousemove", load, { passive: true });
    window.addEventListener("pointermove", load, { passive: true });
    return () => {
      window.removeEventListener("mousemove", load);
      window.removeEventListener("pointermove", load);
    };
  }, [key, baseDomain]);

  useEffect(() => {
    if (!key || pathname === firstPath.current) return;
    const timer = window.setTimeout(() => {
      (window.dataLayer ??= []).push({ event: "pageview", page: window.location.pathname });
    }, analyticsRouteDelayMs);
    return () => window.clearTimeout(timer);
  }, [pathname, key]);

  return null;
}

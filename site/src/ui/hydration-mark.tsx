"use client";

import { useEffect } from "react";

/**
 * Marks the document once the page's root has hydrated (`<html data-hydrated>`): from then on a click or a
 * key reaches the page's handlers (content hydrating later catches up on the event that needs it). The e2e
 * suite waits for it before acting, as a visitor waits for a page to respond.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "";
  }, []);
  return null;
}

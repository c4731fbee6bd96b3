"use client";
// Opening another document from inside the Studio (the page picker, a language, a new or duplicated page) is a
// client-side navigation: the server sends the new document's data, and the scripts, Puck and React already running
// stay (a full page load redid all of it: about a second of next dev's development build per open).
import { useRouter } from "next/navigation";
import { useCallback } from "react";

/** The same editor page with another document: the online Studio's keeps its branch (`/studio/edit?branch=…`). */
function studioHref(file: string, variant?: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set("file", file);
  if (variant) url.searchParams.set("variant", variant);
  else url.searchParams.delete("variant");
  return `${url.pathname}${url.search}`;
}

export function useOpenInStudio() {
  const router = useRouter();
  return useCallback((file: string, variant?: string) => router.push(studioHref(file, variant)), [router]);
}

"use client";
// Opening another document from inside the Studio (the page picker, a language, a new or duplicated page) is a
// client-side navigation: the server sends the new document's data, and the scripts, Puck and React already running
// stay (a full page load redid all of it: about a second of next dev's development build per open).
import { useRouter } from "next/navigation";
import { useCallback } from "react";

const studioHref = (file: string, variant?: string) =>
  `/studio?file=${encodeURIComponent(file)}${variant ? `&variant=${encodeURIComponent(variant)}` : ""}`;

export function useOpenInStudio() {
  const router = useRouter();
  return useCallback((file: string, variant?: string) => router.push(studioHref(file, variant)), [router]);
}

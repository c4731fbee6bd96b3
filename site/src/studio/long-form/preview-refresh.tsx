"use client";
// Inside the preview frame: re-renders the page (router.refresh, no reload, the scroll stays) when the editor says
// it stored a newer draft, tells the editor which draft it shows, and keeps link clicks from leaving the preview.
import { useRouter } from "next/navigation";
import { startTransition, useEffect } from "react";

export const previewMessages = { refresh: "storyfront-preview-refresh", shown: "storyfront-preview-shown" } as const;

export function PreviewRefresh({ version }: { version: number }) {
  const router = useRouter();
  useEffect(() => {
    const onMessage = (event: MessageEvent<{ type?: string }>) => {
      if (event.origin !== window.location.origin || event.source !== window.parent) return;
      if (event.data?.type === previewMessages.refresh) startTransition(() => router.refresh());
    };
    const onClick = (event: MouseEvent) => {
      if (event.target instanceof Element && event.target.closest("a[href]")) event.preventDefault();
    };
    window.addEventListener("message", onMessage);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("message", onMessage);
      document.removeEventListener("click", onClick, true);
    };
  }, [router]);
  useEffect(() => {
    if (window.parent !== window) window.parent.postMessage({ type: previewMessages.shown, version }, window.location.origin);
  }, [version]);
  return null;
}

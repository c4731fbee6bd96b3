"use client";
// The canvas frame's styles: the Studio page's own stylesheets (the site's, the renderer's blocks', Puck's),
// copied into Puck's frame as text before its first paint (Puck's `iframe` override, with its own copying off).
// Puck's default clones each <link> into the frame, where every stylesheet is fetched again from next dev (a
// round trip each on every open) and the blocks show unstyled until they arrive.
import { useLayoutEffect, type ReactNode } from "react";

function pageStyles(): string {
  return [...document.styleSheets]
    .map((sheet) => {
      try {
        return [...sheet.cssRules].map((rule) => rule.cssText).join("\n");
      } catch {
        return ""; // a stylesheet from another origin keeps its rules to itself
      }
    })
    .join("\n");
}

export function CanvasStyles({ document: frame, children }: { document?: Document; children?: ReactNode }) {
  useLayoutEffect(() => {
    if (!frame) return;
    const style = frame.createElement("style");
    style.setAttribute("data-studio-styles", "");
    const copy = () => {
      style.textContent = pageStyles();
    };
    copy();
    frame.head.append(style);
    frame.documentElement.lang = document.documentElement.lang;
    // A stylesheet still loading, or one next dev replaces after an edit to the code, is copied again.
    const changes = new MutationObserver(copy);
    changes.observe(document.head, { childList: true, subtree: true, characterData: true });
    const loading = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].filter((link) => !link.sheet);
    for (const link of loading) link.addEventListener("load", copy, { once: true });
    return () => {
      changes.disconnect();
      for (const link of loading) link.removeEventListener("load", copy);
      style.remove();
    };
  }, [frame]);
  return <>{children}</>;
}

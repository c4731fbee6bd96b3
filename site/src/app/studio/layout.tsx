import type { Metadata } from "next";
import { headers } from "next/headers";
import type { ReactNode } from "react";
import { isLocalHost, studioEnabled } from "@/studio/studio-access";
import { studioToken } from "@/studio/studio-token";
import { studioTokenMeta } from "@/studio/studio-token-header";
import "@/styles/globals.css";
// Puck's styles as a stylesheet of their own, without the web font its runtime copy imports from rsms.me: the
// Studio works offline, and Puck skips injecting that copy when it finds these loaded.
import "@puckeditor/core/no-external.css";

// A root layout of its own: the Studio is outside the site's [site]/[locale] pages and their chrome.
// The site's icon: without it the browser asks for /favicon.ico, which answers 404 (an error in the console).
export const metadata: Metadata = { title: "Storyfront Studio", icons: { icon: "/favicon.svg" }, robots: { index: false, follow: false } };

/** The Studio's pages; each carries the process's write token, which the Studio's calls send back (studio-token.ts). */
export default async function StudioLayout({ children }: { children: ReactNode }) {
  // Only where the Studio itself is served: never in a build, nor in a 404 answered to another host.
  const token = studioEnabled() && isLocalHost((await headers()).get("host")) ? studioToken() : null;
  return (
    <html lang="en">
      <head>{token ? <meta name={studioTokenMeta} content={token} /> : null}</head>
      <body>{children}</body>
    </html>
  );
}

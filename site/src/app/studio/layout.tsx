import type { Metadata } from "next";
import type { ReactNode } from "react";
import "@/styles/globals.css";
// Puck's styles as a stylesheet of their own, without the web font its runtime copy imports from rsms.me: the
// Studio works offline, and Puck skips injecting that copy when it finds these loaded.
import "@puckeditor/core/no-external.css";

// A root layout of its own: the Studio is outside the site's [site]/[locale] pages and their chrome.
// The site's icon: without it the browser asks for /favicon.ico, which answers 404 (an error in the console).
export const metadata: Metadata = { title: "Storyfront Studio", icons: { icon: "/favicon.svg" }, robots: { index: false, follow: false } };

export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

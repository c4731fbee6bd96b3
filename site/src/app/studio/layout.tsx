import type { Metadata } from "next";
import type { ReactNode } from "react";
import "@/styles/globals.css";

// A root layout of its own: the Studio is outside the site's [site]/[locale] pages and their chrome.
export const metadata: Metadata = { title: "Storyfront Studio", robots: { index: false, follow: false } };

export default function StudioLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}

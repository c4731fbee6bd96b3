// The media library as a page of its own (no picking): /studio/media. The Studio's shell and navigation come from
// the Studio; the library acts as the signed-in editor through the site's relays (the API decides who may).
import type { Metadata } from "next";
import { MediaLibrary } from "@/studio/media-library/media-library";

export const metadata: Metadata = { title: "Media library — Storyfront Studio" };

export default function StudioMediaPage() {
  return <MediaLibrary />;
}

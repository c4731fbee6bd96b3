// The media library's search: every word typed must appear in the picture's file name, its folder or its alt text
// (any case), so "logo nova" finds /media/logos/atelier-nova.svg. Pure, so the grid filters within a frame.
import type { MediaLibraryPicture } from "@/api-client/site-calls/studio-calls";

/** What a search looks in, computed once per picture (lower case): name, folder, alt text. */
export const searchTextOf = (picture: MediaLibraryPicture) =>
  `${picture.path.replace(/^\/media\//, "")} ${picture.entry?.alt ?? ""}`.toLowerCase();

export function matchesSearch(searchText: string, query: string): boolean {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  return words.every((word) => searchText.includes(word));
}

/** The picture's file name and folder as the grid shows them. */
export function nameOf(path: string): { name: string; folder: string } {
  const parts = path.replace(/^\/media\//, "").split("/");
  return { name: parts.at(-1) ?? path, folder: parts.slice(0, -1).join("/") };
}

export const byteSize = (bytes: number) =>
  bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${Math.round(bytes / 102.4) / 10} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

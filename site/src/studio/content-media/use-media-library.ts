"use client";
// The content media library's pictures, fetched once per Studio page and shared by every picture field: opening
// the library again paints at once from memory, and an upload or an entry saved updates that one copy.
import { useEffect, useSyncExternalStore } from "react";
import { callSite } from "@/api-client/call-site";
import type { MediaLibraryPicture } from "@/api-client/site-calls/studio-calls";

type State = { pictures: MediaLibraryPicture[] | null; error: string | null };
let state: State = { pictures: null, error: null };
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();
const set = (next: State) => {
  state = next;
  for (const listener of listeners) listener();
};

function load(): Promise<void> {
  loading ??= callSite("studioMediaLibrary", {})
    .then((answer) =>
      answer.status === 200 ? set({ pictures: answer.body.pictures, error: null }) : set({ ...state, error: answer.body.error }),
    )
    .catch(() => set({ ...state, error: "the Studio's server did not answer" }))
    .finally(() => (loading = null));
  return loading;
}

/** A picture uploaded or described: replaces the one with its path (or joins the list), keeping the list sorted. */
export function rememberPicture(picture: MediaLibraryPicture): void {
  const others = (state.pictures ?? []).filter((item) => item.path !== picture.path);
  set({ ...state, pictures: [...others, picture].sort((a, b) => a.path.localeCompare(b.path)) });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The pictures (null until the first answer); `wanted` starts the fetch (a field asks early, before the click). */
export function useMediaLibrary(wanted: boolean): State {
  const current = useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
  useEffect(() => {
    if (wanted && state.pictures === null) void load();
  }, [wanted]);
  return current;
}

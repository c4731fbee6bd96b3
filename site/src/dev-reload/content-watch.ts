// Dev only: one watcher per process on the content folder. Next dev watches only the modules it bundles,
// never ../content, so without this a saved content file reaches an open page only by chance.
import { watch, type FSWatcher } from "node:fs";
import { contentRoot, loadContent } from "@/page-data/content/load-content";
import { cacheStats } from "@storyfront/content-model/check/file-cache";
import { statusOf, type ContentStatus } from "./content-status";

type Listener = (status: ContentStatus) => void;

interface ContentWatch {
  root: string;
  watcher?: FSWatcher;
  listeners: Set<Listener>;
  status: ContentStatus;
  /** What the loader returned last: it hands back the same object while nothing it reads changed. */
  loaded: unknown;
  timer?: NodeJS.Timeout;
}

// Kept on globalThis: Next dev re-evaluates modules on every edit and may load this one in several bundles.
const store = globalThis as typeof globalThis & { storyfrontContentWatch?: ContentWatch };

/** Editors write a file in bursts (truncate, write, rename); one check once the burst settles. */
const settleMs = 25;

function recheck(state: ContentWatch) {
  let loaded: unknown;
  const started = performance.now();
  const checked = statusOf(() => (loaded = loadContent(state.root)), state.status.version + 1);
  // The benchmark splits a save's time with this: our check versus the watcher, the event and the render.
  const next = { ...checked, timing: { checkMs: Math.round(performance.now() - started), filesParsed: cacheStats.parsed } };
  // A temp file or a save without changes leaves valid content as it was: no refresh for nothing.
  const unchanged = next.state === "valid" && state.status.state === "valid" && loaded === state.loaded;
  state.loaded = loaded;
  if (unchanged) return;
  state.status = next;
  for (const listener of state.listeners) listener(next);
}

function start(root: string): ContentWatch {
  let loaded: unknown;
  const status = statusOf(() => (loaded = loadContent(root)), 1);
  const state: ContentWatch = { root, listeners: new Set(), status, loaded };
  state.watcher = watch(root, { recursive: true }, () => {
    clearTimeout(state.timer);
    state.timer = setTimeout(() => recheck(state), settleMs);
  });
  return state;
}

/** Calls listener with the current status at once and after every change; returns the unsubscribe. */
export function watchContent(listener: Listener): () => void {
  const root = contentRoot();
  let state = store.storyfrontContentWatch;
  if (state?.root !== root) {
    state?.watcher?.close();
    state = store.storyfrontContentWatch = start(root);
  }
  const active = state;
  active.listeners.add(listener);
  listener(active.status);
  return () => active.listeners.delete(listener);
}

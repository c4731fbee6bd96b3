/** Spec §4/§9: a failed code-chunk load reloads the page once, at most once per 60 s. */
export const chunkReloadGuardMs = 60_000;
export const chunkReloadKey = "sf:chunk-reload-at";

export function isChunkLoadError(reason: unknown): boolean {
  const error = reason as { name?: string; message?: string } | null;
  const text = `${error?.name ?? ""} ${error?.message ?? String(reason ?? "")}`;
  return (
    /ChunkLoadError|Loading (CSS )?chunk [\w/.-]+ failed/i.test(text) ||
    /Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(text)
  );
}

export function shouldReload(now: number, lastReloadAt: number | null): boolean {
  return lastReloadAt === null || Number.isNaN(lastReloadAt) || now - lastReloadAt >= chunkReloadGuardMs;
}

// Reads a field of a parsed content file by the path the checker names it with.
/** The value at a checker path (blocks[2].items[0].title) in a parsed file. */
export function valueAt(data: unknown, path: string): unknown {
  let value = data;
  for (const [, key, index] of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (value === null || typeof value !== "object") return undefined;
    value = (value as Record<string, unknown>)[key ?? Number(index)];
  }
  return value;
}

// Finds a key written twice in one JSON object, which JSON.parse would quietly resolve to the last one.
import { visit } from "jsonc-parser";

export function duplicateJsonKey(text: string): string | undefined {
  const seen: Set<string>[] = [];
  let duplicate: string | undefined;
  visit(text, {
    onObjectBegin: () => void seen.push(new Set()),
    onObjectEnd: () => void seen.pop(),
    onObjectProperty: (property) => {
      const keys = seen.at(-1);
      if (keys?.has(property)) duplicate ??= property;
      keys?.add(property);
    },
  });
  return duplicate;
}

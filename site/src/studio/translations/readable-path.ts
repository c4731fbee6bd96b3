// A field path as the marketer sees it in the Studio: "blocks[7].button.label" → "Sales block 8 › Button › Label",
// the block named by its type and place in the block list, each field by its label.
import { labelFor } from "../fields/label-for";

export function readablePath(path: string, document: Record<string, unknown>): string {
  const blocks = Array.isArray(document.blocks) ? (document.blocks as { type?: unknown }[]) : [];
  const parts: string[] = [];
  for (const [, key, index] of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (key === "blocks") continue;
    if (key !== undefined) parts.push(labelFor(key));
    else if (parts.length === 0) {
      const type = blocks[Number(index)]?.type;
      parts.push(`${typeof type === "string" ? labelFor(type) : "Block"} ${Number(index) + 1}`);
    } else parts[parts.length - 1] += ` ${Number(index) + 1}`;
  }
  return parts.join(" › ");
}

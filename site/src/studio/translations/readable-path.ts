// A field path as the marketer sees it in the Studio: "blocks[7].button.href" → "Sales block › Button › Link",
// "blocks[0].titleLines[1]" → "Intro › Title, line 2"; the block named by its type (and its place among blocks of
// that type when there are several), each field by its label.
import { fieldLabel as label, labelFor } from "../fields/label-for";

export function readablePath(path: string, document: Record<string, unknown>): string {
  const blocks = Array.isArray(document.blocks) ? (document.blocks as { type?: unknown }[]) : [];
  const parts: string[] = [];
  let lastKey = "";
  for (const [, key, index] of path.matchAll(/([^.[\]]+)|\[(\d+)\]/g)) {
    if (key === "blocks" && parts.length === 0) continue;
    if (key !== undefined) {
      parts.push(label(key));
      lastKey = key;
      continue;
    }
    const place = Number(index) + 1;
    if (parts.length === 0) {
      const type = blocks[Number(index)]?.type;
      if (typeof type !== "string") parts.push(`Block ${place}`);
      else {
        const same = blocks.filter((block) => block.type === type);
        const nth = blocks.slice(0, place).filter((block) => block.type === type).length;
        parts.push(same.length > 1 ? `${labelFor(type)} ${nth}` : labelFor(type));
      }
    } else if (/Lines$/.test(lastKey)) parts[parts.length - 1] = `${label(lastKey.replace(/Lines$/, ""))}, line ${place}`;
    else parts[parts.length - 1] += `, item ${place}`;
  }
  return parts.join(" › ");
}

/** Calls visit for every string in a JSON value, with its path and the key it sits under. */
export function walkStrings(
  value: unknown,
  visit: (text: string, path: (string | number)[], key: string | number | undefined) => void,
  path: (string | number)[] = [],
): void {
  if (typeof value === "string") visit(value, path, path.at(-1));
  else if (Array.isArray(value)) value.forEach((item, index) => walkStrings(item, visit, [...path, index]));
  else if (value !== null && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) walkStrings(item, visit, [...path, key]);
  }
}

/** Keys of fields whose whole value is a link, which a translation keeps (the checker reads links from the schemas). */
export const linkKeys = new Set(["href", "link", "reportLink", "btn2Resource", "download"]);

/** Links written inline in text as [label](href). */
export function inlineLinks(text: string): string[] {
  return [...text.matchAll(/\[[^\]]+\]\(([^)\s]+)\)/g)].map((match) => match[1] ?? "");
}

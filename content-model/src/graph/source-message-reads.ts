// The message keys one source file of the site reads, found by reading its text (no compiler, no import of
// the site): translators made by useTranslations/getTranslations with a literal namespace and the literal
// keys they are called with, inline calls (`(await getTranslations(…))("key")`), and islandTexts/islandMessages
// with a namespace and a list of keys. Anything the text cannot tell is read wider, never narrower: a translator
// called with a computed key or handed on to other code reads its whole namespace, a template key reads
// everything under its literal prefix, and a call whose namespace is computed reads the whole catalogue and is
// reported as unresolved, unless a `// message-keys: …` comment on the line above names what it reads
// ("none" when its callers name the keys, "route-table:title" / "route-table:breadcrumbs" for the route table's).

import { siteImportsIn } from "./site-modules";

export interface SourceReads {
  /** Key paths read: "Pricing.title", a namespace "Pricing", a prefix "Pricing.faq", "" for the whole catalogue. */
  keys: string[];
  /** Relative imports and @/ imports, as written (type-only imports carry no reads and are left out). */
  imports: string[];
  /** Calls whose namespace the text does not tell and no comment names (line numbers, 1-based). */
  unresolved: number[];
}

const literal = /^\s*(["'`])([^"'`$]*)\1\s*$/;

/** The index of the parenthesis or bracket closing the one at `open`, skipping strings. */
function closing(text: string, open: number): number {
  let depth = 0;
  let quote: string | undefined;
  for (let index = open; index < text.length; index++) {
    const char = text[index];
    if (quote) {
      if (char === "\\") index++;
      else if (char === quote) quote = undefined;
      continue;
    }
    if (char === '"' || char === "'" || char === "`") quote = char;
    else if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") {
      depth--;
      if (depth === 0) return index;
    }
  }
  return text.length;
}

/** Splits a list at its top-level commas. */
function topLevel(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < list.length; index++) {
    const char = list[index];
    if (char === "(" || char === "[" || char === "{") depth++;
    else if (char === ")" || char === "]" || char === "}") depth--;
    else if (char === "," && depth === 0) {
      parts.push(list.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(list.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** The namespace a translator factory's arguments name: "" for the root, undefined when computed. */
function namespaceOf(args: string): string | undefined {
  if (args.trim() === "") return "";
  const direct = literal.exec(args);
  if (direct) return direct[2];
  const object = /^\s*\{([\s\S]*)\}\s*$/.exec(args);
  if (!object) return undefined;
  const named = /\bnamespace\s*:\s*(["'])([^"']*)\1/.exec(object[1] ?? "");
  if (named) return named[2];
  return /\bnamespace\b/.test(object[1] ?? "") ? undefined : "";
}

const join = (namespace: string, key: string) => (namespace && key ? `${namespace}.${key}` : namespace || key);

/** The key a call's first argument names, a prefix for a template key, undefined when computed. */
function keyOf(args: string): string | undefined {
  const first = topLevel(args)[0] ?? "";
  const plain = literal.exec(first);
  if (plain) return plain[2];
  const template = /^`([^`$]*)\$\{/.exec(first);
  return template ? (template[1] ?? "").replace(/\.$/, "") : undefined;
}

/** Which binding a factory call's result lands in: `const t = …`, `const [a, t] = await Promise.all([…, call])`. */
function bindingOf(text: string, call: number): { name: string; declared: number } | undefined {
  const before = text.slice(Math.max(0, text.lastIndexOf("\n", call - 1) - 400), call);
  const declared = (match: RegExpExecArray) => call - before.length + match.index;
  const simple = /(?:const|let)\s+([A-Za-z_$][\w$]*)\s*(?::[^=]+)?=\s*(?:await\s+)?$/.exec(before);
  if (simple?.[1]) return { name: simple[1], declared: declared(simple) };
  const all = /(?:const|let)\s+\[([^=]*)\]\s*=\s*await\s+Promise\.all\(\[([^;]*)$/.exec(before);
  if (!all) return undefined;
  const names = topLevel(all[1] ?? "");
  const position = topLevel(`${all[2] ?? ""}x`).length - 1;
  const name = names[position];
  return name && /^[A-Za-z_$][\w$]*$/.test(name) ? { name, declared: declared(all) } : undefined;
}

/** The reads a `// message-keys: …` comment names, resolved against the route table by the caller. */
export type KeyComment = (words: string[]) => string[];

function stripComments(text: string): string {
  return text
    .replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, " "))
    .replace(/(^|[\s;{}])\/\/.*$/gm, (line, lead: string) => lead + " ".repeat(line.length - lead.length));
}

export function sourceMessageReads(source: string, fromComment: KeyComment = (words) => words): SourceReads {
  const keys = new Set<string>();
  const unresolved: number[] = [];
  const lines = source.split("\n");
  const lineOf = (index: number) => source.slice(0, index).split("\n").length;
  /** The comment above a call, if it names the call's reads. */
  const commented = (index: number): string[] | undefined => {
    const line = lineOf(index);
    for (const candidate of [lines[line - 1] ?? "", lines[line - 2] ?? ""]) {
      const match = /\/\/\s*message-keys:\s*(.+)$/.exec(candidate);
      const words = (match?.[1] ?? "").trim().split(/\s+/);
      if (match) return words[0] === "none" ? [] : fromComment(words);
    }
    return undefined;
  };
  const text = stripComments(source);

  const bindings: { name: string; namespace: string; declared: number; from: number }[] = [];
  for (const match of text.matchAll(/\b(?:useTranslations|getTranslations)\s*\(/g)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const close = closing(text, open);
    const named = commented(match.index ?? 0);
    const namespace = namespaceOf(text.slice(open + 1, close));
    if (named) {
      named.forEach((key) => keys.add(key));
      continue;
    }
    if (namespace === undefined) {
      unresolved.push(lineOf(match.index ?? 0));
      keys.add("");
      continue;
    }
    // An inline call: useTranslations("A")("key") or (await getTranslations({…}))("key").
    const after = /^\s*\)?\s*\(/.exec(text.slice(close + 1));
    if (after) {
      const callOpen = close + after[0].length;
      const key = keyOf(text.slice(callOpen + 1, closing(text, callOpen)));
      keys.add(key === undefined ? namespace : join(namespace, key));
      continue;
    }
    const binding = bindingOf(text, match.index ?? 0);
    if (binding) bindings.push({ ...binding, namespace, from: close + 1 });
    else keys.add(namespace);
  }

  // Each binding's uses run until the next binding of the same name (the next function's own translator).
  for (const [index, binding] of bindings.entries()) {
    const next = bindings.slice(index + 1).find((other) => other.name === binding.name);
    const region = text.slice(binding.from, next ? next.declared : text.length);
    const use = new RegExp(`(?<![\\w$.])${binding.name.replace(/\$/g, "\\$")}(?![\\w$])`, "g");
    for (const found of region.matchAll(use)) {
      const rest = region.slice((found.index ?? 0) + binding.name.length);
      const call = /^(?:\.(?:rich|raw|markup|has))?\s*\(/.exec(rest);
      const key = call ? keyOf(rest.slice(call[0].length, closing(rest, call[0].length - 1))) : undefined;
      keys.add(key === undefined ? binding.namespace : join(binding.namespace, key));
    }
  }

  for (const match of text.matchAll(/\bisland(?:Texts|Messages)\s*(?:<[^>]*>)?\s*\(/g)) {
    const open = (match.index ?? 0) + match[0].length - 1;
    const args = topLevel(text.slice(open + 1, closing(text, open)));
    const named = commented(match.index ?? 0);
    if (named) {
      named.forEach((key) => keys.add(key));
      continue;
    }
    if (/\bfunction\s+$/.test(text.slice(Math.max(0, (match.index ?? 0) - 20), match.index))) continue; // the helper itself
    const namespace = literal.exec(args[1] ?? "")?.[2];
    const list = /^\[([\s\S]*)\]$/.exec(args[2] ?? "");
    if (namespace === undefined) {
      unresolved.push(lineOf(match.index ?? 0));
      keys.add("");
      continue;
    }
    const listed = list ? topLevel(list[1] ?? "").map((item) => literal.exec(item)?.[2]) : [undefined];
    for (const key of listed) keys.add(key === undefined ? namespace : join(namespace, key));
  }
  return { keys: [...keys].sort(), imports: siteImportsIn(source), unresolved };
}

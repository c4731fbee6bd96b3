// The locale registry is the only place that spells out the locales: a file elsewhere that lists them
// (an array, a union type, an object keyed by them) or matches them with a regex would be missed when a
// locale is added. The patterns are built from the registry, so a new locale is watched for too.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { localeRegistry } from "./registry";

const root = fileURLToPath(new URL("../../../", import.meta.url));
const sourceFolders = ["schemas/src", "content-model/src", "content-store/src", "renderer/src", "api/src", "site/src", "scripts/src"];

/** Files allowed to name several locales, each for a reason the compiler or the data itself covers. */
const allowed = new Map([
  ["schemas/src/locales/registry.ts", "the registry itself"],
  // Message catalogues are imported statically for the proxy's error page; Record<Locale, …> names a missing one.
  ["site/src/i18n/static-catalogues.ts", "compiler-checked catalogue imports (Record<Locale, …>)"],
  // Demo data written in each language (translations, not facts about locales).
  ["api/src/seed/demo-catalogue.ts", "demo translations"],
  ["api/src/seed/demo-blog.ts", "demo translations"],
  ["api/src/seed/seed-demo-data.ts", "demo translations"],
]);

const code = `(?:${localeRegistry.codes.join("|")})`;
const quoted = `["'\`]${code}["'\`]`;
const patterns: { name: string; pattern: RegExp }[] = [
  { name: "a regex alternation of locales", pattern: new RegExp(`\\b${code}\\|${code}\\b`) },
  { name: "a list of quoted locales", pattern: new RegExp(`${quoted}\\s*,\\s*${quoted}`) },
  { name: "a union of quoted locales", pattern: new RegExp(`${quoted}\\s*\\|\\s*${quoted}`) },
  { name: "an object keyed by locales", pattern: new RegExp(`[{,]\\s*${code}\\s*:[^,{}\\n]{1,60},\\s*${code}\\s*:`) },
  { name: "a value compared with several locales", pattern: new RegExp(`[!=]==?\\s*${quoted}\\s*(?:\\|\\||&&).*[!=]==?\\s*${quoted}`) },
  { name: "an object of locale shorthands", pattern: new RegExp(`\\{\\s*${code}\\s*,\\s*${code}\\s*[,}]`) },
];

function sourceFiles(folder: string): string[] {
  return readdirSync(join(root, folder), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.(ts|tsx|mjs|js)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

describe("the locale registry is the one list of locales", () => {
  it("finds a spelled-out list in code it is shown", () => {
    const spelled = [
      'const x = ["en", "fr"];',
      'path.replace(/^\\/(fr|de|es)/, "")',
      'type V = "fr" | "de";',
      "const og = { en: 'en_US', fr: 'fr_FR' };",
      "const c = { en, fr, de };",
      'locale === "en" || locale === "ru"',
    ];
    for (const line of spelled)
      expect(
        patterns.some(({ pattern }) => pattern.test(line)),
        line,
      ).toBe(true);
    for (const line of ['if (locale === "ru") return;', "const t = { en: 1 };", "messages/en.json"])
      expect(
        patterns.some(({ pattern }) => pattern.test(line)),
        line,
      ).toBe(false);
  });

  it("no source file outside it spells out locales", () => {
    const found: string[] = [];
    for (const file of sourceFolders.flatMap(sourceFiles)) {
      if (allowed.has(file)) continue;
      readFileSync(join(root, file), "utf8")
        .split("\n")
        .forEach((line, index) => {
          if (/^\s*(\*|\/\/|\/\*)/.test(line)) return; // comments describe, they decide nothing
          const hit = patterns.find(({ pattern }) => pattern.test(line));
          if (hit) found.push(`${file}:${index + 1} ${hit.name}: ${line.trim().slice(0, 100)}`);
        });
    }
    expect(found).toEqual([]);
  });
});

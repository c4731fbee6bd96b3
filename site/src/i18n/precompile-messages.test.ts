import format from "icu-minify/format";
import type { CompiledMessage } from "icu-minify/format";
import { createTranslator } from "use-intl/core";
import { describe, expect, it } from "vitest";
import { allLocales } from "./locales";
import { loadMessages, type Messages } from "./messages";
import { precompileMessages } from "./precompile-messages";

const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
};

function flatten(messages: Messages, prefix = ""): [string, unknown][] {
  return Object.entries(messages).flatMap(([key, value]) =>
    value && typeof value === "object" && !Array.isArray(value)
      ? flatten(value as Messages, `${prefix}${key}.`)
      : [[`${prefix}${key}`, value] as [string, unknown]],
  );
}

/** Values for every argument and tag a message names: numbers for plurals, text otherwise, tags wrap in brackets. */
function sampleValues(message: string, count: number) {
  const values: Record<string, string | number | ((chunks: string[]) => string)> = {};
  for (const [, name, kind] of message.matchAll(/\{\s*(\w+)\s*(?:,\s*(\w+))?/g))
    values[name!] = kind === "plural" || kind === "number" ? count : "Ada";
  for (const [, tag] of message.matchAll(/<(\w+)>/g)) values[tag!] = (chunks) => `[${chunks.join("")}]`;
  return values;
}

describe("precompiled message catalogues", () => {
  it.each(allLocales)("format every %s message exactly as the full ICU formatter does", async (locale) => {
    const raw = await loadMessages(locale);
    const compiled = new Map(flatten(precompileMessages(raw)));
    const t = createTranslator({ locale, messages: raw });
    const pairs = flatten(raw).filter((entry): entry is [string, string] => typeof entry[1] === "string");
    expect(pairs.length).toBeGreaterThan(50);
    for (const [key, message] of pairs) {
      for (const count of [0, 1, 2, 5, 21]) {
        const values = sampleValues(message, count);
        const expected = t.markup(key as never, values as never);
        const actual = format(compiled.get(key) as CompiledMessage, locale, values, { formatters });
        expect([key, Array.isArray(actual) ? actual.join("") : actual]).toEqual([key, expected]);
      }
    }
  });

  it("gives plain objects only, which React can pass to client components", () => {
    const plain = (value: unknown): boolean =>
      typeof value !== "object" ||
      value === null ||
      (Array.isArray(value) ? value.every(plain) : Object.getPrototypeOf(value) === Object.prototype && Object.values(value).every(plain));
    expect(plain(precompileMessages({ Blog: { views: "{count, plural, one {# view} other {# views}}" } }))).toBe(true);
  });

  it("keeps the namespace tree, so next-intl finds `Namespace.key` as before", () => {
    expect(precompileMessages({ Header: { pricing: "Pricing", nested: { hello: "Hello {name}" } } })).toEqual({
      Header: { pricing: "Pricing", nested: { hello: expect.any(Array) } },
    });
  });
});

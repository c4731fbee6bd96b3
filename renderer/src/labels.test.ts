// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { defaultBlockLabels } from "./labels";

describe("block labels", () => {
  it.each(["en", "fr", "de", "es", "ru"])("are all translated in the %s message catalogue (namespace Blocks)", (locale) => {
    const messages = JSON.parse(readFileSync(new URL(`../../content/messages/${locale}.json`, import.meta.url), "utf8")) as {
      Blocks?: Record<string, string>;
    };
    expect(Object.keys(messages.Blocks ?? {}).sort()).toEqual(Object.keys(defaultBlockLabels).sort());
    for (const value of Object.values(messages.Blocks ?? {})) expect(value.trim()).not.toBe("");
  });

  it("match the English catalogue by default", () => {
    const english = JSON.parse(readFileSync(new URL("../../content/messages/en.json", import.meta.url), "utf8")) as {
      Blocks: Record<string, string>;
    };
    expect(english.Blocks).toEqual(defaultBlockLabels);
  });
});

import { describe, expect, it } from "vitest";
import { changedMessageKeys, keysRead } from "./message-keys";

describe("changedMessageKeys", () => {
  it("names the key paths added, removed and changed between two catalogue texts, with their old and new texts", () => {
    const before = JSON.stringify({ Pricing: { title: "Tarifs", faq: ["a", "b"] }, Footer: { blog: "Blog", old: "x" } });
    const after = JSON.stringify(
      { Pricing: { title: "Nos tarifs", faq: ["a", "b"] }, Footer: { blog: "Blog" }, Header: { docs: "Docs" } },
      null,
      2,
    );
    expect(changedMessageKeys(before, after)).toEqual([
      { key: "Footer.old", status: "removed", before: "x" },
      { key: "Header.docs", status: "added", after: "Docs" },
      { key: "Pricing.title", status: "modified", before: "Tarifs", after: "Nos tarifs" },
    ]);
    // A list of texts is one value, shown as JSON.
    expect(changedMessageKeys('{"A":{"list":["a"]}}', '{"A":{"list":["a","b"]}}')).toEqual([
      { key: "A.list", status: "modified", before: '["a"]', after: '["a","b"]' },
    ]);
  });

  it("sees no key in a change of layout only, and gives up on a text that is not JSON", () => {
    expect(changedMessageKeys('{"A":{"b":"c"}}', '{\n  "A": { "b": "c" }\n}\n')).toEqual([]);
    expect(changedMessageKeys('{"A":{"b":"c"}}', '{"A":')).toBeUndefined();
  });
});

describe("keysRead", () => {
  const changes = [
    { key: "Pricing.title", status: "modified" as const },
    { key: "Header.logIn", status: "modified" as const },
  ];
  it("meets a key read exactly, below a namespace read whole, and everything for the empty path", () => {
    expect(keysRead(["Pricing.title"], changes).map(({ key }) => key)).toEqual(["Pricing.title"]);
    expect(keysRead(["Header", "Blog.title"], changes).map(({ key }) => key)).toEqual(["Header.logIn"]);
    expect(keysRead([""], changes)).toHaveLength(2);
    expect(keysRead(["Pricing.titles", "Blog"], changes)).toEqual([]);
    expect(keysRead(undefined, changes)).toHaveLength(2);
  });
});

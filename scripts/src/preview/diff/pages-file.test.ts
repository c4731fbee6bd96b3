import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBranchPages } from "./pages-file";

const written = (value: unknown) => {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "pages-file-")), "pages.json");
  writeFileSync(file, JSON.stringify(value));
  return file;
};
const page = { variant: "com", locale: "en", route: "/enterprise", path: "/enterprise", status: "changed", reasons: [] };
const file = { branch: "content/spring", base: "main", mergeBase: "a".repeat(40), head: "b".repeat(40), pages: [page] };

describe("the changed pages the site hands to the running diff", () => {
  it("reads what the site writes", () => {
    expect(readBranchPages(written(file)).pages).toEqual([page]);
  });

  it("refuses a path that would leave the server's own host", () => {
    expect(() => readBranchPages(written({ ...file, pages: [{ ...page, path: "//example.com/" }] }))).toThrow(/pages\.0\.path/);
  });

  it("refuses an unknown variant", () => {
    expect(() => readBranchPages(written({ ...file, pages: [{ ...page, variant: "de" }] }))).toThrow(/pages\.0\.variant/);
  });
});

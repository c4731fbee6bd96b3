import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { inlineSvg, inlineSvgMaxBytes } from "./inline-svg";

const root = mkdtempSync(join(tmpdir(), "inline-svg-"));
mkdirSync(join(root, "illustrations"));
const small = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\n  <rect width="10" height="10" fill="#1b5cff"/>\n</svg>\n`;
writeFileSync(join(root, "illustrations", "small.svg"), small);
writeFileSync(
  join(root, "illustrations", "large.svg"),
  `<svg xmlns="http://www.w3.org/2000/svg">${"<g/>".repeat(inlineSvgMaxBytes)}</svg>`,
);
writeFileSync(join(root, "illustrations", "photo.png"), "not an svg");

describe("inlineSvg", () => {
  it("turns a small SVG into a data URI that decodes to the same picture", () => {
    const uri = inlineSvg("/media/illustrations/small.svg", root)!;
    expect(uri.startsWith("data:image/svg+xml,")).toBe(true);
    const decoded = decodeURIComponent(uri.slice("data:image/svg+xml,".length));
    expect(decoded).toContain("<rect width='10' height='10' fill='#1b5cff'/>");
    expect(uri).not.toMatch(/["<>#\n]/);
  });

  it("leaves large SVGs, other types, missing files and paths outside the media folder alone", () => {
    expect(inlineSvg("/media/illustrations/large.svg", root)).toBeUndefined();
    expect(inlineSvg("/media/illustrations/photo.png", root)).toBeUndefined();
    expect(inlineSvg("/media/illustrations/none.svg", root)).toBeUndefined();
    expect(inlineSvg("/media/../secret.svg", root)).toBeUndefined();
    expect(inlineSvg("https://cdn.example.com/a.svg", root)).toBeUndefined();
  });
});

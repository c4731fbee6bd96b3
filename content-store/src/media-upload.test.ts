import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { workingTree } from "./content-source";
import { saveUpload } from "./media-upload";

const root = mkdtempSync(join(tmpdir(), "studio-media-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const source = workingTree(root);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe("media upload", () => {
  it("writes a PNG under media/uploads with a clean, unused name", () => {
    expect(saveUpload("Team Photo (final).PNG", png, source)).toBe("/media/uploads/team-photo-final.png");
    expect(saveUpload("Team Photo (final).PNG", png, source)).toBe("/media/uploads/team-photo-final-2.png");
    expect(readFileSync(join(root, "media/uploads/team-photo-final.png"))).toEqual(Buffer.from(png));
  });

  it("refuses SVG, other types, empty and oversized files with a clear reason", () => {
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect(() => saveUpload("logo.svg", svg, source)).toThrow("only PNG, JPEG, WebP and GIF");
    expect(() => saveUpload("fake.png", new TextEncoder().encode("not an image"), source)).toThrow("only PNG");
    expect(() => saveUpload("empty.png", new Uint8Array(), source)).toThrow("empty");
    const big = new Uint8Array(2 * 1024 * 1024 + 1);
    big.set(png);
    expect(() => saveUpload("big.png", big, source)).toThrow("up to 2 MB");
    expect(existsSync(join(root, "media/uploads/logo.svg"))).toBe(false);
  });
});

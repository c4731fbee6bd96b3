import { PNG } from "pngjs";
import { describe, expect, it } from "vitest";
import { compareScreenshots } from "./compare-screenshots";

function image(width: number, height: number, paint?: (x: number, y: number) => [number, number, number] | undefined): Buffer {
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) png.data.set([...(paint?.(x, y) ?? [255, 255, 255]), 255], (y * width + x) * 4);
  }
  return PNG.sync.write(png);
}

describe("compareScreenshots", () => {
  it("measures 0 % for identical shots", () => {
    const shot = image(120, 80, (x) => (x < 60 ? [20, 23, 31] : undefined));
    expect(compareScreenshots(shot, shot)).toMatchObject({ share: 0, changedPixels: 0, width: 120, height: 80 });
  });

  it("gives the known share for a known change: a 10 × 10 block of 100 × 100 is 1 %", () => {
    const base = image(100, 100);
    const branch = image(100, 100, (x, y) => (x >= 40 && x < 50 && y >= 40 && y < 50 ? [27, 92, 255] : undefined));
    const result = compareScreenshots(base, branch);
    expect(result.changedPixels).toBe(100);
    expect(result.share).toBe(0.01);
    const overlay = PNG.sync.read(result.overlay);
    expect([overlay.width, overlay.height]).toEqual([100, 100]);
    expect([...overlay.data.subarray((45 * 100 + 45) * 4, (45 * 100 + 45) * 4 + 3)]).toEqual([230, 30, 30]);
  });

  it("counts rows only one side has as changed (a page that grew)", () => {
    const result = compareScreenshots(image(50, 100), image(50, 120));
    expect(result.changedPixels).toBe(50 * 20);
    expect(result.share).toBeCloseTo(1000 / 6000, 10);
  });

  it("ignores anti-aliasing noise below the threshold", () => {
    const base = image(40, 40);
    const branch = image(40, 40, (x, y) => (x === 10 && y === 10 ? [252, 252, 252] : undefined));
    expect(compareScreenshots(base, branch).changedPixels).toBe(0);
  });
});

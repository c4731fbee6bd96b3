// One page's base and branch screenshots compared pixel by pixel (pixelmatch): the share of pixels that
// changed and an overlay image. Shots of different heights are compared on the taller canvas, so the
// extra rows count as changed.
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

/** Decoded pixels, 4 bytes (RGBA) each, row after row. */
export interface RgbaImage {
  width: number;
  height: number;
  data: Buffer;
}

export interface PixelComparison {
  /** Changed pixels / all pixels of the compared canvas, 0..1. */
  share: number;
  changedPixels: number;
  width: number;
  height: number;
  /** The base dimmed with changed pixels in red. */
  overlay: RgbaImage;
}

export interface Comparison extends Omit<PixelComparison, "overlay"> {
  /** The overlay as PNG bytes. */
  overlay: Buffer;
}

/** Copies an image onto a canvas of the given size; the uncovered area is filled with magenta so it never matches. */
function onCanvas(image: RgbaImage, width: number, height: number): RgbaImage {
  if (image.width === width && image.height === height) return image;
  const data = Buffer.alloc(width * height * 4);
  for (let index = 0; index < data.length; index += 4) data.set([255, 0, 255, 255], index);
  for (let y = 0; y < image.height; y++) image.data.copy(data, y * width * 4, y * image.width * 4, (y + 1) * image.width * 4);
  return { width, height, data };
}

/** The comparison of two decoded screenshots (however they were decoded). */
export function comparePixels(before: RgbaImage, after: RgbaImage, threshold = 0.1): PixelComparison {
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const a = onCanvas(before, width, height);
  const b = onCanvas(after, width, height);
  const overlay = { width, height, data: Buffer.alloc(width * height * 4) };
  let changedPixels = pixelmatch(a.data, b.data, overlay.data, width, height, { threshold, alpha: 0.2, diffColor: [230, 30, 30] });
  // Rows or columns only one side has are changed even where the filler happens to look alike.
  if (before.width !== after.width || before.height !== after.height) {
    const common = Math.min(before.width, after.width) * Math.min(before.height, after.height);
    let changedInCommon = 0;
    for (let y = 0; y < Math.min(before.height, after.height); y++) {
      for (let x = 0; x < Math.min(before.width, after.width); x++) {
        const offset = (y * width + x) * 4;
        if (overlay.data[offset] === 230 && overlay.data[offset + 1] === 30 && overlay.data[offset + 2] === 30) changedInCommon++;
      }
    }
    changedPixels = changedInCommon + (width * height - common);
  }
  return { share: changedPixels / (width * height), changedPixels, width, height, overlay };
}

export function compareScreenshots(base: Buffer, branch: Buffer, threshold = 0.1): Comparison {
  const result = comparePixels(PNG.sync.read(base), PNG.sync.read(branch), threshold);
  const overlay = new PNG({ width: result.width, height: result.height });
  overlay.data = result.overlay.data;
  return { ...result, overlay: PNG.sync.write(overlay) };
}

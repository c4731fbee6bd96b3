// One page's base and branch screenshots compared pixel by pixel (pixelmatch): the share of pixels that
// changed and an overlay image. Shots of different heights are compared on the taller canvas, so the
// extra rows count as changed.
import pixelmatch from "pixelmatch";
import { PNG } from "pngjs";

export interface Comparison {
  /** Changed pixels / all pixels of the compared canvas, 0..1. */
  share: number;
  changedPixels: number;
  width: number;
  height: number;
  /** The base dimmed with changed pixels in red: PNG bytes. */
  overlay: Buffer;
}

/** Copies a PNG onto a canvas of the given size; the uncovered area is filled with magenta so it never matches. */
function onCanvas(image: PNG, width: number, height: number): PNG {
  if (image.width === width && image.height === height) return image;
  const canvas = new PNG({ width, height });
  for (let index = 0; index < canvas.data.length; index += 4) canvas.data.set([255, 0, 255, 255], index);
  PNG.bitblt(image, canvas, 0, 0, image.width, image.height, 0, 0);
  return canvas;
}

export function compareScreenshots(base: Buffer, branch: Buffer, threshold = 0.1): Comparison {
  const before = PNG.sync.read(base);
  const after = PNG.sync.read(branch);
  const width = Math.max(before.width, after.width);
  const height = Math.max(before.height, after.height);
  const a = onCanvas(before, width, height);
  const b = onCanvas(after, width, height);
  const overlay = new PNG({ width, height });
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
  return { share: changedPixels / (width * height), changedPixels, width, height, overlay: PNG.sync.write(overlay) };
}

// The report's pictures, made by sharp (libvips) rather than in JavaScript: screenshots decoded for the comparison and
// every picture encoded as a JPEG data URL, so the report stays small enough to open. Decoding and encoding run on
// libvips' threads, a fraction of what pngjs and a browser canvas took per shot, and leave the event loop to the browser.
import sharp from "sharp";
import { comparePixels, type RgbaImage } from "./compare-screenshots";

const quality = 72;

async function rgbaOf(png: Buffer): Promise<RgbaImage> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
}

/** A PNG screenshot, or decoded pixels, as a JPEG data URL. */
export async function jpegDataUrl(image: Buffer | RgbaImage): Promise<string> {
  const input = Buffer.isBuffer(image)
    ? sharp(image)
    : sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
  return `data:image/jpeg;base64,${(await input.jpeg({ quality }).toBuffer()).toString("base64")}`;
}

/** Both sides' screenshots compared (compare-screenshots.ts), with the three pictures of the report's row. */
export async function comparedPictures(
  base: Buffer,
  branch: Buffer,
): Promise<{ share: number; base: string; branch: string; diff: string }> {
  const [before, after] = await Promise.all([rgbaOf(base), rgbaOf(branch)]);
  const { share, overlay } = comparePixels(before, after);
  const [baseUrl, branchUrl, diff] = await Promise.all([jpegDataUrl(base), jpegDataUrl(branch), jpegDataUrl(overlay)]);
  return { share, base: baseUrl, branch: branchUrl, diff };
}

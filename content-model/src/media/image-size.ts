// A picture's intrinsic width and height read from its first bytes (PNG, GIF, JPEG, WebP, AVIF, SVG): the media
// library proposes them into a block, so a page reserves the right box. No image library: the headers are a few
// fixed fields, and the content model must stay dependency-light (it also runs inside the site's server).

export interface ImageSize {
  width: number;
  height: number;
}

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));
const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u16le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8);
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) >>> 0) + ((b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!);

function png(b: Uint8Array): ImageSize | undefined {
  if (b.length < 24 || b[0] !== 0x89 || ascii(b, 1, 3) !== "PNG" || ascii(b, 12, 4) !== "IHDR") return undefined;
  return { width: u32be(b, 16), height: u32be(b, 20) };
}

function gif(b: Uint8Array): ImageSize | undefined {
  if (b.length < 10 || ascii(b, 0, 3) !== "GIF") return undefined;
  return { width: u16le(b, 6), height: u16le(b, 8) };
}

function jpeg(b: Uint8Array): ImageSize | undefined {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return undefined;
  // Walk the segments to the first start-of-frame (SOF0…SOF15 but DHT c4, JPG c8, DAC cc), which holds the size.
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

function webp(b: Uint8Array): ImageSize | undefined {
  if (b.length < 30 || ascii(b, 0, 4) !== "RIFF" || ascii(b, 8, 4) !== "WEBP") return undefined;
  const chunk = ascii(b, 12, 4);
  if (chunk === "VP8X") return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  if (chunk === "VP8L") {
    const bits = b[21]! | (b[22]! << 8) | (b[23]! << 16) | (b[24]! << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === "VP8 ") return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  return undefined;
}

function avif(b: Uint8Array): ImageSize | undefined {
  if (b.length < 16 || ascii(b, 4, 4) !== "ftyp" || !/avi[fs]/.test(ascii(b, 8, 24))) return undefined;
  // The image spatial extents property ("ispe") carries the size; it sits in the meta box near the start.
  for (let i = 8; i + 20 < b.length && i < 4096; i++)
    if (b[i] === 0x69 && ascii(b, i, 4) === "ispe") return { width: u32be(b, i + 8), height: u32be(b, i + 12) };
  return undefined;
}

function svg(b: Uint8Array): ImageSize | undefined {
  const text = new TextDecoder().decode(b.subarray(0, 4096));
  const tag = /<svg\b[^>]*>/i.exec(text)?.[0];
  if (!tag) return undefined;
  const attribute = (name: string) => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, "i").exec(tag)?.[1];
  // Pixel sizes only: "100%" or "10em" say nothing about the picture's own proportions; the viewBox does.
  const pixels = (value: string | undefined) => (value && /^\s*[\d.]+\s*(px)?\s*$/.test(value) ? Math.round(parseFloat(value)) : undefined);
  const [, , boxWidth, boxHeight] = (attribute("viewBox") ?? "")
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = pixels(attribute("width")) ?? (boxWidth ? Math.round(boxWidth) : undefined);
  const height = pixels(attribute("height")) ?? (boxHeight ? Math.round(boxHeight) : undefined);
  return width && height ? { width, height } : undefined;
}

/** The picture's size in pixels, or undefined when the bytes are not a picture this knows (or are cut short). */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const size = png(bytes) ?? gif(bytes) ?? jpeg(bytes) ?? webp(bytes) ?? avif(bytes) ?? svg(bytes);
  return size && size.width > 0 && size.height > 0 ? size : undefined;
}

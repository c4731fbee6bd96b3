import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { imageSize } from "./image-size";

const sharpSamples = (): Record<string, Uint8Array> | undefined => {
  // The API's sharp writes real files of each format: the parser is held to what an encoder produces, not to our own bytes.
  try {
    const script = `const sharp=require("sharp");const img=sharp({create:{width:37,height:21,channels:3,background:"#08f"}});
Promise.all(["png","jpeg","webp","gif","avif"].map(f=>img.clone().toFormat(f).toBuffer().then(b=>[f,b.toString("base64")])))
.then(all=>process.stdout.write(JSON.stringify(Object.fromEntries(all))))`;
    const out = execFileSync(process.execPath, ["-e", script], { cwd: new URL("../../../api", import.meta.url).pathname });
    const parsed = JSON.parse(out.toString()) as Record<string, string>;
    return Object.fromEntries(Object.entries(parsed).map(([format, base64]) => [format, Buffer.from(base64, "base64")]));
  } catch {
    return undefined;
  }
};

describe("imageSize", () => {
  it("reads PNG, JPEG, WebP, GIF and AVIF headers as encoded by sharp", () => {
    const samples = sharpSamples();
    expect(samples).toBeDefined();
    for (const [format, bytes] of Object.entries(samples ?? {}))
      expect([format, imageSize(bytes)]).toEqual([format, { width: 37, height: 21 }]);
  });

  it("reads an SVG's pixel width and height, else its viewBox", () => {
    const svg = (tag: string) => new TextEncoder().encode(`<?xml version="1.0"?>\n${tag}<rect/></svg>`);
    expect(imageSize(svg('<svg xmlns="http://www.w3.org/2000/svg" width="480" height="400">'))).toEqual({ width: 480, height: 400 });
    expect(imageSize(svg('<svg viewBox="0 0 160 48" width="100%">'))).toEqual({ width: 160, height: 48 });
    expect(imageSize(svg("<svg>"))).toBeUndefined();
  });

  it("reads the content folder's own pictures", () => {
    const logo = readFileSync(new URL("../../../content/media/illustrations/hero-phone.svg", import.meta.url));
    expect(imageSize(logo)?.width).toBeGreaterThan(0);
  });

  it("says nothing about bytes it does not know or that are cut short", () => {
    expect(imageSize(new TextEncoder().encode("not a picture"))).toBeUndefined();
    expect(imageSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47]))).toBeUndefined();
  });
});

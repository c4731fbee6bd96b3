import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { workingTree } from "./content-source";
import { listMediaLibrary, saveMediaEntry } from "./media-library";

const root = mkdtempSync(join(tmpdir(), "media-library-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const source = workingTree(root);
// A 3 × 2 PNG header (signature, IHDR length and type, width, height) is all the size reader needs.
const png = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 3, 0, 0, 0, 2, 8, 6, 0, 0, 0,
]);
source.write("media/uploads/team.png", png);
source.write("media/logos/acme.svg", '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 40"></svg>');
source.write("media/video/intro.mp4", "not a picture");

describe("the media library", () => {
  it("lists every picture with its size in bytes and pixels, and its entry once written", () => {
    expect(listMediaLibrary(source)).toEqual([
      { path: "/media/logos/acme.svg", bytes: 67, width: 160, height: 40 },
      { path: "/media/uploads/team.png", bytes: png.length, width: 3, height: 2 },
    ]);
    saveMediaEntry("/media/uploads/team.png", { focal: { x: 0.5, y: 0.25 }, alt: "The team" }, source);
    expect(readFileSync(join(root, "media/uploads/team.png.json"), "utf8")).toBe(
      '{\n  "alt": "The team",\n  "focal": {\n    "x": 0.5,\n    "y": 0.25\n  }\n}\n',
    );
    expect(listMediaLibrary(source)[1]).toMatchObject({ entry: { alt: "The team", focal: { x: 0.5, y: 0.25 } } });
  });

  it("refuses an entry for a picture that is not there, outside media, or without alt text", () => {
    expect(() => saveMediaEntry("/media/uploads/gone.png", { alt: "x" }, source)).toThrow("there is no picture");
    expect(() => saveMediaEntry("/media/../landings/home.json", { alt: "x" }, source)).toThrow("there is no picture");
    expect(() => saveMediaEntry("/media/logos/acme.svg", { alt: "" }, source)).toThrow("describe what the picture shows");
  });
});

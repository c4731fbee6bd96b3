import { describe, expect, it } from "vitest";
import { mediaContentType, readMediaFile } from "./media-files";

describe("content media", () => {
  it("reads a file with its content type", async () => {
    const file = await readMediaFile(["brand", "storyfront-logo.svg"]);
    expect(file?.contentType).toBe("image/svg+xml");
    expect(file?.body.toString("utf8")).toContain("<svg");
  });

  it("refuses paths outside content/media, hidden files and unknown types", async () => {
    expect(await readMediaFile(["..", "landings", "home.json"])).toBeUndefined();
    expect(await readMediaFile(["..", "..", "package.json"])).toBeUndefined();
    expect(await readMediaFile([".hidden.svg"])).toBeUndefined();
    expect(await readMediaFile(["brand", "missing.svg"])).toBeUndefined();
    expect(mediaContentType("x.html")).toBeUndefined();
    expect(mediaContentType("report.PDF")).toBe("application/pdf");
  });
});

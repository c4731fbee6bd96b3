import { describe, expect, it } from "vitest";
import { malformedPath, maxPathLength } from "./malformed-url";

describe("malformed paths", () => {
  it("lets ordinary and well-encoded paths through", () => {
    expect(malformedPath("/")).toBeNull();
    expect(malformedPath("/fr/blog/category-analytics")).toBeNull();
    expect(malformedPath("/blog/%D0%BF%D1%80%D0%B8%D0%B2%D0%B5%D1%82")).toBeNull();
  });

  it("names what is wrong with the rest", () => {
    expect(malformedPath("/%ff%fe")).toBe("invalid percent-encoding");
    expect(malformedPath("/blog/%E0%A4%A")).toBe("invalid percent-encoding");
    expect(malformedPath("/a%00b")).toBe("control character in path");
    expect(malformedPath("/a%0d%0aSet-Cookie:x=1")).toBe("control character in path");
    expect(malformedPath(`/${"a".repeat(maxPathLength)}`)).toBe("path too long");
  });
});

import { describe, expect, it } from "vitest";
import { storyStylesProject } from "./story-project";

describe("storyStylesProject", () => {
  it("reads an id or slug, and nothing when unset or odd", () => {
    expect(storyStylesProject("demo-shop")).toBe("demo-shop");
    expect(storyStylesProject(" 12 ")).toBe("12");
    expect(storyStylesProject("")).toBeNull();
    expect(storyStylesProject("../admin")).toBeNull();
  });
});

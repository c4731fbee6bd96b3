import { describe, expect, it } from "vitest";
import demo from "@storyfront/renderer/builder/fixtures/builder-page.json";
import { withoutBuilderPixel, type BuilderContentJson } from "./builder-pixel";

describe("withoutBuilderPixel", () => {
  it("adds an empty stand-in so the SDK does not append its cdn.builder.io tracking image", () => {
    const content = demo as BuilderContentJson;
    const safe = withoutBuilderPixel(content);
    const added = safe.data?.blocks?.at(-1);
    expect(added?.id).toBe("builder-pixel-none");
    expect(JSON.stringify(added)).not.toContain("builder.io/api");
    expect(safe.data?.blocks).toHaveLength((content.data?.blocks?.length ?? 0) + 1);
    expect(content.data?.blocks?.some((block) => block.id === "builder-pixel-none")).toBe(false);
  });

  it("leaves content that already has a pixel block alone", () => {
    const content = { data: { blocks: [{ "@type": "@builder.io/sdk:Element", id: "builder-pixel-abc" }] } } as BuilderContentJson;
    expect(withoutBuilderPixel(content)).toBe(content);
  });
});

import { describe, expect, it } from "vitest";
import { drawableText } from "./social-card";

describe("social card text", () => {
  it("keeps Latin, Cyrillic and punctuation and drops what the bundled fonts cannot draw", () => {
    expect(drawableText("Сторис — in-app stories, été 2026 | Storyfront")).toBe("Сторис — in-app stories, été 2026 | Storyfront");
    expect(drawableText("Launch 🚀 日本 day")).toBe("Launch day");
  });
});

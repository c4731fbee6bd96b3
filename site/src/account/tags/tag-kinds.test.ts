import { describe, expect, it } from "vitest";
import { bodyOf, draftOf, emptyDraft } from "./tag-kinds";

describe("tag drafts", () => {
  it("round-trips a tag into the form and back into the API body", () => {
    const tag = {
      id: 3,
      order: 2,
      key: "video",
      sort: 5,
      slug: "video",
      isActive: false,
      groupId: 1,
      projectId: null,
      languages: [{ languageCode: "en" as const, name: "Video" }],
    };
    expect(bodyOf("tag", draftOf(tag))).toEqual({
      key: "video",
      slug: "video",
      order: 2,
      sort: 5,
      isActive: false,
      groupId: 1,
      projectId: null,
      languages: [{ languageCode: "en", name: "Video" }],
    });
  });

  it("leaves groups without slug and group", () => {
    expect(bodyOf("group", { ...emptyDraft(), key: "format", projectId: "2" })).toEqual({
      key: "format",
      order: 0,
      sort: 0,
      isActive: true,
      projectId: 2,
      languages: [{ languageCode: "en", name: "" }],
    });
  });

  it("sends what was typed in a number field when it is not a number, so the API can name the field", () => {
    expect(bodyOf("group", { ...emptyDraft(), order: "first" }).order).toBe("first");
  });
});

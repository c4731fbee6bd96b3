import { describe, expect, it } from "vitest";
import { runningDiffOrigins } from "./running-diff-origins";

describe("where the server shoots a content branch's visual diff", () => {
  it("on its own port: the branch's preview host and production, both on localhost", () => {
    expect(runningDiffOrigins("3000", "content/spring-offer", "main")).toEqual({
      preview: "http://content-spring-offer.preview.localhost:3000",
      production: "http://localhost:3000",
    });
  });
});

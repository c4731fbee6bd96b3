import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { ctaFixtures } from "./fixtures";

afterEach(cleanup);

describe("call-to-action block", () => {
  it("shows its heading, text and both buttons", () => {
    renderBlock(ctaFixtures[0]!);
    expect(screen.getByRole("heading", { level: 2, name: "Try Storyfront free for 30 days" })).toBeTruthy();
    expect(screen.getAllByRole("link").map((link) => link.getAttribute("href"))).toEqual(["/sales", "/pricing"]);
  });
});

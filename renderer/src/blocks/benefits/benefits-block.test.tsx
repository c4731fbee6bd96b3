import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { benefitsFixtures } from "./fixtures";

afterEach(cleanup);

describe("key benefits block", () => {
  it("shows four benefit cards", () => {
    renderBlock(benefitsFixtures[0]!);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "Fast to start",
      "Free to try",
      "Reliable",
      "Measurable",
    ]);
    expect(screen.getByText("30 days free, no credit card required.")).toBeTruthy();
  });
});

import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { numbersFixtures } from "./fixtures";

afterEach(cleanup);

describe("numbers block", () => {
  it("shows three cards with figure and description", () => {
    renderBlock(numbersFixtures[0]!);
    expect(screen.getByRole("heading", { level: 2, name: "What stories change" })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "50%more users finish onboarding",
      "3xhigher click-through than banners",
      "99.99%SDK availability",
    ]);
  });

  it("needs no title", () => {
    renderBlock(numbersFixtures[1]!);
    expect(screen.queryByRole("heading")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(3);
  });
});

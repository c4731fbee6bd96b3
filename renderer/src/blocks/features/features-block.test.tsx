import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { featuresFixtures } from "./fixtures";

afterEach(cleanup);

describe("features block", () => {
  it("shows each feature under an h3 and the second button leading to its resource", () => {
    renderBlock(featuresFixtures[0]!);
    expect(screen.getAllByRole("heading", { level: 3 }).map((heading) => heading.textContent)).toEqual([
      "No-code editor",
      "A/B tests",
      "Full HD video",
    ]);
    expect(screen.getByRole("link", { name: "Read the onboarding guide" }).getAttribute("href")).toBe("/white-papers/mobile-onboarding");
  });

  it("shows no button row when there are no buttons", () => {
    renderBlock(featuresFixtures[1]!);
    expect(screen.queryByRole("link")).toBeNull();
  });
});

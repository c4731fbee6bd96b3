import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { inspoGuideFixtures } from "./fixtures";

afterEach(cleanup);

describe("inspiration guide promo", () => {
  it("offers the report download with its cover", () => {
    renderBlock(inspoGuideFixtures[0]!);
    expect(screen.getByRole("heading", { level: 2 }).textContent).toBe("Fintech report: stories in banking apps");
    expect(screen.getByRole("link", { name: "Download the report" }).getAttribute("href")).toBe("/white-papers/fintech-report");
    expect(screen.getByRole("img").getAttribute("alt")).toBe("Cover of the fintech report");
  });
});

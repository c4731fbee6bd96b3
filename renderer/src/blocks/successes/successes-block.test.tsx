import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { successesFixtures } from "./fixtures";

afterEach(cleanup);

describe("success stories block", () => {
  it("starts collapsed at 772 px and toggles show more / show less with aria-expanded", () => {
    renderBlock(successesFixtures[0]!);
    const more = screen.getByRole("button", { name: "Show more" });
    const region = document.getElementById(more.getAttribute("aria-controls") ?? "");
    expect(more.getAttribute("aria-expanded")).toBe("false");
    expect(region?.style.maxHeight).toBe("772px");
    fireEvent.click(more);
    const less = screen.getByRole("button", { name: "Show less" });
    expect(less.getAttribute("aria-expanded")).toBe("true");
    expect(region?.style.maxHeight).toBe("5000px");
    fireEvent.click(less);
    expect(screen.getByRole("button", { name: "Show more" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("links each story to its case study with a name that says which one", () => {
    renderBlock(successesFixtures[0]!);
    expect(screen.getByRole("link", { name: "Read the story: Northwind Bank" }).getAttribute("href")).toBe(
      "/case-studies/case-study-onboarding-northwind-bank",
    );
    expect(screen.getByText("+35%")).toBeTruthy();
    expect(screen.getByRole("link", { name: "All case studies" }).getAttribute("href")).toBe("/case-studies");
  });

  it("keeps a cropped picture's focal point in view (object-position), and crops from the centre without one", () => {
    const block = successesFixtures[0]!;
    const [first, ...rest] = block.stories;
    if (!first) throw new Error("the fixture has stories");
    // The content model adds `focal` to a resolved picture (content-model/src/media/focal-points.ts).
    const img = { ...first.img, focal: { x: 0.25, y: 0.8 } };
    renderBlock({ ...block, stories: [{ ...first, img }, ...rest] });
    const pictures = screen.getAllByRole("img", { name: (name) => name.includes("app") || name.includes("story") });
    expect(pictures[0]?.style.objectPosition).toBe("25% 80%");
    expect(pictures.slice(1).every((picture) => picture.style.objectPosition === "")).toBe(true);
  });
});

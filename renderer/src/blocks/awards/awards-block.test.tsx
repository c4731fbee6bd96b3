import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { plainAdapters } from "../../adapters";
import { RenderBlocks } from "../../render-blocks";
import { renderBlock } from "../../test-utils";
import { awardsFixtures } from "./fixtures";

afterEach(cleanup);

describe("awards block", () => {
  it("shows the rating badges with score and review count (spec: 5.0 with 44 and with 15 reviews)", () => {
    renderBlock(awardsFixtures[0]!);
    expect(screen.getByText("5.0 · 44 reviews")).toBeTruthy();
    expect(screen.getByText("5.0 · 15 reviews")).toBeTruthy();
    expect(screen.getByText("2025")).toBeTruthy();
    expect(screen.getByRole("link", { name: /AppMarket Reviews/ }).getAttribute("href")).toBe("https://reviews.example.com/storyfront");
  });

  it("writes a badge's score and review count in the page's language, from the labels the site passes", () => {
    render(
      <RenderBlocks
        blocks={[awardsFixtures[0]!]}
        adapters={plainAdapters}
        labels={{ ratingReviews: "отзывов: {count}", decimalSeparator: "," }}
      />,
    );
    expect(screen.getByText("5,0 · отзывов: 44")).toBeTruthy();
    expect(screen.queryByText(/44 reviews/)).toBeNull();
  });

  it("shows each review with its author's role in a named, keyboard-scrollable list", () => {
    renderBlock(awardsFixtures[0]!);
    expect(screen.getByRole("list", { name: "What customers say" }).getAttribute("tabindex")).toBe("0");
    expect(screen.getByText("Stories doubled the reach of our feature announcements.")).toBeTruthy();
    expect(screen.getByText("Head of Product, Northwind Bank")).toBeTruthy();
  });

  it("expands and collapses the review list, and hides the arrows while expanded", () => {
    renderBlock(awardsFixtures[0]!);
    const toggle = screen.getByRole("button", { name: "Show more" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    expect(screen.getByRole("button", { name: "Next reviews" })).toBeTruthy();
    fireEvent.click(toggle);
    expect(screen.getByRole("button", { name: "Show less" }).getAttribute("aria-expanded")).toBe("true");
    expect(screen.queryByRole("button", { name: "Next reviews" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Show less" }));
    expect(screen.getByRole("button", { name: "Show more" }).getAttribute("aria-expanded")).toBe("false");
  });

  it("renders badges alone when there are no reviews", () => {
    renderBlock(awardsFixtures[1]!);
    expect(screen.queryByRole("button")).toBeNull();
  });
});

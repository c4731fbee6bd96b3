import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { introFixtures } from "./fixtures";

const [full, minimal, many] = introFixtures;
afterEach(cleanup);

describe("intro block", () => {
  it("shows the title lines as the page's h1 and both buttons as links", () => {
    renderBlock(full!);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("In-app storiesthat people finish");
    expect(screen.getByRole("link", { name: "Request a demo" }).getAttribute("href")).toBe("/sales");
    expect(screen.getByRole("link", { name: "See pricing" }).getAttribute("href")).toBe("/pricing");
  });

  it("lists partner logos once for assistive technology, with the partner's name when alt is empty", () => {
    renderBlock(full!);
    const list = screen.getByRole("list", { name: "Partners and customers" });
    expect(
      within(list)
        .getAllByRole("img")
        .map((image) => image.getAttribute("alt")),
    ).toEqual(["Northwind Bank", "Pinecone Travel"]);
  });

  it("scrolls many logos as a loop that pauses and plays, listed once for assistive technology", () => {
    renderBlock(many!);
    expect(within(screen.getByRole("list", { name: "Partners and customers" })).getAllByRole("img")).toHaveLength(7);
    const button = screen.getByRole("button", { name: "Pause logo animation" });
    expect(button.getAttribute("aria-pressed")).toBe("false");
    fireEvent.click(button);
    expect(screen.getByRole("button", { name: "Play logo animation" }).getAttribute("aria-pressed")).toBe("true");
  });

  it("shows a few logos once, standing still: a loop would repeat them side by side", () => {
    renderBlock(full!);
    expect(document.querySelectorAll("img[src^='/media/logos/']")).toHaveLength(2);
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("renders without picture, second button or partners", () => {
    renderBlock(minimal!);
    expect(screen.getAllByRole("link")).toHaveLength(1);
    expect(screen.queryByRole("button")).toBeNull();
    expect(screen.queryByRole("img")).toBeNull();
  });
});

import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { salesBlockFixtures } from "./fixtures";

afterEach(cleanup);

describe("sales block", () => {
  it("loads the booking calendar only when asked, beside the contact panel and demo button", () => {
    const { container } = renderBlock(salesBlockFixtures[0]!);
    expect(container.querySelector("iframe")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Open the booking calendar" }));
    const frame = screen.getByTitle("Booking calendar for a 30-minute demo");
    expect(frame.getAttribute("src")).toBe("https://meetings.example.com/storyfront/demo");
    expect(screen.getByRole("complementary")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Request a demo" }).getAttribute("href")).toBe("/sales");
    expect(screen.getByRole("link", { name: "sales@storyfront.example" }).getAttribute("href")).toBe("mailto:sales@storyfront.example");
  });

  it("shows only the contact panel where no scheduler is offered", () => {
    const { container } = renderBlock(salesBlockFixtures[1]!);
    expect(container.querySelector("iframe")).toBeNull();
    expect(screen.getByText("Ready to discuss details?")).toBeTruthy();
  });
});

import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { richTextFixtures } from "./fixtures";

afterEach(cleanup);

describe("rich text block", () => {
  it("renders bold and links from the inline marks, never raw HTML", () => {
    renderBlock(richTextFixtures[0]!);
    expect(screen.getByText("30 days").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "FAQ" }).getAttribute("href")).toBe("/faq");
    expect(screen.getByRole("link", { name: "book a demo" }).getAttribute("href")).toBe("/sales");
  });

  it("shows HTML in text as text", () => {
    renderBlock({ type: "richText", paragraphs: ["<b>not bold</b>"] });
    expect(screen.getByText("<b>not bold</b>")).toBeTruthy();
  });
});

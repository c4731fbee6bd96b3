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

describe("rich text block with an MDX text", () => {
  it("hands the text to the host's Mdx renderer", () => {
    const Mdx = ({ source }: { source: string }) => <div data-testid="mdx">{source}</div>;
    renderBlock({ type: "richText", title: "Prose", mdx: "Hello **there**" }, { Mdx });
    expect(screen.getByTestId("mdx").textContent).toBe("Hello **there**");
    expect(screen.getByRole("heading", { name: "Prose" })).toBeTruthy();
  });

  it("shows the text's paragraphs when the host has no Mdx renderer", () => {
    renderBlock({ type: "richText", mdx: "First **step**.\n\nThen [book a demo](/sales)." });
    expect(screen.getByText("step").tagName).toBe("STRONG");
    expect(screen.getByRole("link", { name: "book a demo" }).getAttribute("href")).toBe("/sales");
  });
});

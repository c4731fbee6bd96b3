import { landingScaffold, resolveBlocks } from "@storyfront/content-model";
import { blockDefinitions, blockSchema, blockTypes, landingBlockSchema, landingSchema } from "@storyfront/schemas";
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { LinkAdapterProps, RendererAdapters } from "./adapters";
import { plainAdapters } from "./adapters";
import { allBlockFixtures } from "./all-fixtures";
import { blockRegistry, isKnownBlockType } from "./registry";
import { RenderBlocks } from "./render-blocks";

afterEach(cleanup);

describe("RenderBlocks", () => {
  it("has a component for every block type of the schema", () => {
    expect(Object.keys(blockRegistry).sort()).toEqual([...blockTypes].sort());
  });

  it("agrees with the block definitions: no definition without a component, no component without a definition", () => {
    const defined: string[] = blockDefinitions.map((block) => block.type);
    expect(defined.filter((type) => !isKnownBlockType(type))).toEqual([]);
    expect(Object.keys(blockRegistry).filter((type) => !defined.includes(type))).toEqual([]);
    // Both unions are derived from the same definitions, so landing files and the renderer name the same blocks.
    const union = (options: readonly { shape: { type: { value: string } } }[]) => options.map((option) => option.shape.type.value);
    expect(union(blockSchema.options)).toEqual(defined);
    expect(union(landingBlockSchema.options)).toEqual(defined);
  });

  it("has fixtures for every block type, and every fixture is valid content", () => {
    expect(new Set(allBlockFixtures.map((block) => block.type))).toEqual(new Set(blockTypes));
    for (const block of allBlockFixtures) expect(blockSchema.safeParse(block).error).toBeUndefined();
  });

  it.each(allBlockFixtures.map((block, index) => [block.type, index] as const))(
    "renders a %s fixture (#%i) with visible content",
    (_type, index) => {
      const { container } = render(<RenderBlocks blocks={[allBlockFixtures[index]!]} />);
      expect(container.querySelector("section")?.textContent?.length).toBeGreaterThan(0);
    },
  );

  it("renders blocks in their order, with one h1 before every h2", () => {
    const oneOfEach = [...new Map(allBlockFixtures.map((block) => [block.type, block])).values()];
    render(<RenderBlocks blocks={oneOfEach} />);
    const headings = screen.getAllByRole("heading").map((heading) => heading.tagName);
    expect(headings.filter((tag) => tag === "H1")).toHaveLength(1);
    expect(headings[0]).toBe("H1");
    expect(headings.slice(1).every((tag) => tag === "H2" || tag === "H3")).toBe(true);
  });

  it("renders nothing for an unknown block type in production", () => {
    const { container } = render(<RenderBlocks blocks={[{ type: "carousel" }, allBlockFixtures[0]!]} />);
    expect(container.querySelectorAll("section")).toHaveLength(1);
    expect(screen.queryByRole("note")).toBeNull();
  });

  it("shows a visible placeholder for an unknown block type in preview", () => {
    render(<RenderBlocks blocks={[{ type: "carousel" }]} preview labels={{ unknownBlock: "Unbekannter Block" }} />);
    expect(screen.getByRole("note").textContent).toBe("Unbekannter Block: carousel");
  });

  it("routes every link through the site's link adapter and uses translated labels", () => {
    const hrefs: string[] = [];
    function RecordingLink(props: LinkAdapterProps) {
      hrefs.push(props.href);
      return <plainAdapters.Link {...props} />;
    }
    const adapters: RendererAdapters = { ...plainAdapters, Link: RecordingLink };
    render(
      <RenderBlocks
        blocks={[allBlockFixtures.find((block) => block.type === "successes")!]}
        adapters={adapters}
        labels={{ showMore: "Mehr anzeigen" }}
      />,
    );
    expect(hrefs).toContain("/case-studies/case-study-onboarding-northwind-bank");
    expect(screen.getByRole("button", { name: "Mehr anzeigen" })).toBeTruthy();
  });

  it("renders the landing that new:landing scaffolds", () => {
    const landing = landingSchema.parse(landingScaffold("pet-care"));
    const empty = new Map();
    render(
      <RenderBlocks
        blocks={resolveBlocks(landing.blocks, {
          logos: empty,
          reviews: empty,
          caseStudies: empty,
          whitePapers: empty,
          awards: empty,
          richText: () => undefined,
        })}
      />,
    );
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("In-app stories for Pet Care");
    expect(screen.getByRole("heading", { level: 2, name: "Try Storyfront free for 30 days" })).toBeTruthy();
  });
});

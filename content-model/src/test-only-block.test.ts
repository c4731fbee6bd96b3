// A block defined only in a test fixture (spotlight: a review, a picture and a link) is checked and resolved
// with no checker or resolver code: its schema marks the reference, so adding it to the block list is enough.
import type * as shippedBlocks from "@storyfront/schemas/content/blocks/index";
import { spotlightBlock } from "@storyfront/schemas/test-fixtures/spotlight-block";
import { describe, expect, it, vi } from "vitest";
import { checkContent } from "./check/check-content";
import { libraryFor } from "./content-index";
import { resolveBlock } from "./library";
import { repositoryContent, repositoryText, withFile } from "./test/repository-content";

// The shipped block list plus the test-only block, with the unions derived from it as the schemas derive theirs.
vi.mock("@storyfront/schemas/content/blocks/index", async (importOriginal) => {
  const blocks = await importOriginal<typeof shippedBlocks>();
  const { spotlightBlock: spotlight } = await import("@storyfront/schemas/test-fixtures/spotlight-block");
  const blockDefinitions = [...blocks.blockDefinitions, spotlight] as const;
  return { ...blocks, blockDefinitions, ...blocks.blockUnions(blockDefinitions) };
});

const file = "landings/home.json";
const spotlight = {
  type: "spotlight",
  title: "Loved by product teams",
  picture: "/media/awards/rating-softwarecritic.svg",
  more: "/case-studies",
  review: "ada-moreno",
};

function homeWith(block: object) {
  const home = JSON.parse(repositoryText(file)) as { blocks: object[] };
  return { ...home, blocks: [...home.blocks, block] };
}

function check(block: object) {
  return checkContent(withFile(file, JSON.stringify(homeWith(block), null, 2)), repositoryContent.mediaPaths);
}

describe("a block defined only in a test", () => {
  it("is valid content in a landing when what it names exists", () => {
    expect(check(spotlight).problems).toEqual([]);
  });

  it("has a missing review reported at its path, with the slug meant", () => {
    const { problems } = check({ ...spotlight, review: "ada-morenoo" });
    expect(problems).toEqual([
      expect.objectContaining({
        file,
        path: "blocks[10].review",
        message: 'review "ada-morenoo" does not exist — did you mean "ada-moreno"?',
      }),
    ]);
  });

  it("has a missing media file and a link that leads nowhere reported at their paths", () => {
    const { problems } = check({ ...spotlight, picture: "/media/awards/nowhere.svg", more: "/case-studiez" });
    expect(problems).toEqual([
      expect.objectContaining({ path: "blocks[10].picture", message: "the file /media/awards/nowhere.svg does not exist" }),
      expect.objectContaining({
        path: "blocks[10].more",
        message: expect.stringContaining("the link /case-studiez leads nowhere") as unknown,
      }),
    ]);
  });

  it("is resolved into its render form: the review's slug becomes the review as blocks show it", () => {
    const { content } = check(spotlight);
    const block = resolveBlock(spotlight as never, libraryFor(content, "en"));
    expect(block).toEqual({
      ...spotlight,
      review: {
        name: "Ada Moreno",
        text: expect.stringContaining("five taps") as unknown,
        author: "Head of Product, Northwind Bank",
      },
    });
    expect(spotlightBlock.render.safeParse(block).error).toBeUndefined();
  });
});

// The media library's sidecars: checked like content files, and their focal points reach the resolved blocks.
import { describe, expect, it } from "vitest";
import { libraryFor } from "../content-index";
import { resolveBlock } from "../library";
import { repositoryContent, repositoryText, withFile } from "../test/repository-content";
import { checkContent } from "./check-content";

const picture = "media/case-studies/northwind-bank.svg";
const entry = (value: unknown, file = `${picture}.json`) => [...withFile(file, JSON.stringify(value, null, 2))];
const check = (files: ReturnType<typeof entry>) => checkContent(files, repositoryContent.mediaPaths);

describe("media library entries", () => {
  it("accepts an entry with alt text and a focal point, and keeps it in the index by media path", () => {
    const { problems, content } = check(entry({ alt: "A bank's app", focal: { x: 0.25, y: 0.75 } }));
    expect(problems).toEqual([]);
    expect(content.media.get(`/${picture}`)).toEqual({ alt: "A bank's app", focal: { x: 0.25, y: 0.75 } });
  });

  it("names the file, the field and the fix for an entry without alt text or of a picture that is not there", () => {
    expect(check(entry({ alt: " " })).problems).toEqual([
      expect.objectContaining({ file: `${picture}.json`, path: "alt", fix: 'describe what the picture shows, or set "decorative": true' }),
    ]);
    expect(check(entry({ alt: "Gone" }, "media/uploads/gone.png.json")).problems).toEqual([
      expect.objectContaining({
        file: "media/uploads/gone.png.json",
        message: "there is no picture media/uploads/gone.png for this library entry",
        fix: "add content/media/uploads/gone.png, or delete content/media/uploads/gone.png.json",
      }),
    ]);
    expect(check(entry({ alt: "x", focal: { x: 2, y: 0 } })).problems[0]).toMatchObject({ path: "focal.x" });
  });

  it("warns where a picture the library describes is used with an empty alt text", () => {
    const files = entry({ alt: "A rocket" }, "media/icons/rocket.svg.json");
    const { warnings } = check(files);
    expect(warnings).toContainEqual(
      expect.objectContaining({ file: "addons/onboarding.fr.json", path: "img.alt", message: expect.stringContaining('shows "A rocket"') }),
    );
  });

  it("carries a focal point onto the pictures of a resolved block", () => {
    const { content } = check(entry({ alt: "A bank's app", focal: { x: 0.1, y: 0.9 } }));
    const home = JSON.parse(repositoryText("landings/home.json")) as { blocks: { type: string }[] };
    const block = home.blocks.find((candidate) => candidate.type === "successes");
    const resolved = resolveBlock(block as never, libraryFor(content, "en")) as unknown as { stories: { img: { src: string } }[] };
    const story = resolved.stories.find((candidate) => candidate.img.src === `/${picture}`);
    expect(story?.img).toMatchObject({ focal: { x: 0.1, y: 0.9 } });
  });
});

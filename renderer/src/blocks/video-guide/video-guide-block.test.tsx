import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { videoGuideFixtures } from "./fixtures";

afterEach(cleanup);

describe("video guide block", () => {
  it("plays a media file with controls, poster and captions, loading nothing until played", () => {
    const { container } = renderBlock(videoGuideFixtures[0]!);
    const video = container.querySelector("video");
    expect(video?.getAttribute("preload")).toBe("none");
    expect(video?.hasAttribute("controls")).toBe(true);
    expect(video?.getAttribute("poster")).toBe("/media/video/first-story-poster.svg");
    expect(container.querySelector("source")?.getAttribute("type")).toBe("video/mp4");
    expect(container.querySelector("track")?.getAttribute("kind")).toBe("captions");
    expect(screen.getByText("4 min")).toBeTruthy();
  });

  it("embeds a hosted video in a titled, lazy iframe", () => {
    renderBlock(videoGuideFixtures[1]!);
    const frame = screen.getByTitle("A hosted video");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("loading")).toBe("lazy");
  });
});

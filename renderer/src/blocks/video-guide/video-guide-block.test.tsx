import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderBlock } from "../../test-utils";
import { videoGuideFixtures } from "./fixtures";

afterEach(cleanup);

describe("video guide block", () => {
  it("plays a media file behind one button, with poster and captions, loading nothing until played", () => {
    const { container } = renderBlock(videoGuideFixtures[0]!);
    const video = container.querySelector("video");
    expect(video?.getAttribute("preload")).toBe("none");
    // The browser's own controls were three Tab stops; the guide is one button.
    expect(video?.hasAttribute("controls")).toBe(false);
    expect(video?.getAttribute("tabindex")).toBe("-1");
    expect(video?.getAttribute("poster")).toBe("/media/video/first-story-poster.svg");
    expect(container.querySelector("source")?.getAttribute("type")).toBe("video/mp4");
    expect(container.querySelector("track")?.getAttribute("kind")).toBe("captions");
    expect(screen.getAllByRole("button")).toHaveLength(1);
    const play = screen.getByRole("button", { name: "Play the video: Your first story in four minutes" });
    expect(play.getAttribute("aria-keyshortcuts")).toBe("ArrowLeft ArrowRight M F");
    expect(screen.getByText("4 min")).toBeTruthy();
  });

  it("the button plays and pauses, and its keys skip and mute", () => {
    const { container } = renderBlock(videoGuideFixtures[0]!);
    const video = container.querySelector("video")!;
    let paused = true;
    Object.defineProperty(video, "paused", { get: () => paused });
    video.play = () => {
      paused = false;
      fireEvent.play(video);
      return Promise.resolve();
    };
    video.pause = () => {
      paused = true;
      fireEvent.pause(video);
    };
    fireEvent.click(screen.getByRole("button", { name: /^Play the video/ }));
    const pause = screen.getByRole("button", { name: /^Pause the video/ });
    fireEvent.keyDown(pause, { key: "ArrowRight" });
    expect(video.currentTime).toBe(5);
    fireEvent.keyDown(pause, { key: "m" });
    expect(video.muted).toBe(true);
    fireEvent.click(pause);
    expect(screen.getByRole("button", { name: /^Play the video/ })).toBeTruthy();
  });

  it("embeds a hosted video in a titled, lazy iframe", () => {
    renderBlock(videoGuideFixtures[1]!);
    const frame = screen.getByTitle("A hosted video");
    expect(frame.tagName).toBe("IFRAME");
    expect(frame.getAttribute("loading")).toBe("lazy");
  });
});

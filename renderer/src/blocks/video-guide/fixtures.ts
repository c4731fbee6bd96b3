import type { BlockOfType } from "@storyfront/schemas";

export const videoGuideFixtures: BlockOfType<"videoGuide">[] = [
  {
    type: "videoGuide",
    title: "Your first story in four minutes",
    subtitle: "A walk through the editor.",
    video: "/media/video/first-story.mp4",
    poster: { src: "/media/video/first-story-poster.svg", alt: "The story editor with a phone preview", width: 1000, height: 562 },
    captions: "/media/video/first-story.en.vtt",
    duration: "4 min",
  },
  {
    type: "videoGuide",
    title: "A hosted video",
    video: "https://video.example.com/embed/first-story",
    poster: { src: "/media/video/first-story-poster.svg", alt: "", width: 1000, height: 562 },
  },
];

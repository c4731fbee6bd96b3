import type { BlockOfType } from "@storyfront/schemas";

export const richTextFixtures: BlockOfType<"richText">[] = [
  {
    type: "richText",
    title: "How the trial works",
    paragraphs: [
      "The free trial lasts **30 days** and starts only after your first story is published.",
      "Questions? See the [FAQ](/faq) or [book a demo](/sales).",
    ],
  },
];

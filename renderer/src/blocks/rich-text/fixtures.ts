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
  {
    type: "richText",
    title: "Long prose in MDX",
    mdx:
      "Sections written in **MDX** live in `content/rich-text/` and can hold lists:\n\n1. a first step,\n2. a [second " +
      'one](/sales).\n\n<Callout title="Good to know">Our typography components work here too.</Callout>',
  },
];

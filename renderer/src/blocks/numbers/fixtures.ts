import type { BlockOfType } from "@storyfront/schemas";

export const numbersFixtures: BlockOfType<"numbers">[] = [
  {
    type: "numbers",
    title: "What stories change",
    items: [
      { number: "50%", description: "more users finish onboarding" },
      { number: "3x", description: "higher click-through than banners" },
      { number: "99.99%", description: "SDK availability" },
    ],
  },
  {
    type: "numbers",
    items: [
      { number: "35%", description: "higher retention" },
      { number: "80%", description: "of viewers watch to the end" },
      { number: "2 weeks", description: "usual integration time" },
    ],
  },
];

import type { BlockOfType } from "@storyfront/schemas";

export const benefitsFixtures: BlockOfType<"benefits">[] = [
  {
    type: "benefits",
    title: "Why teams choose Storyfront",
    items: [
      {
        title: "Fast to start",
        text: "Integration usually takes about 2 weeks.",
        icon: { src: "/media/icons/rocket.svg", alt: "", width: 48, height: 48 },
      },
      { title: "Free to try", text: "30 days free, no credit card required." },
      { title: "Reliable", text: "99.99% SDK availability." },
      { title: "Measurable", text: "Every view and tap in your analytics." },
    ],
  },
];

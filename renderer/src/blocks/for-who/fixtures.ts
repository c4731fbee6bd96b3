import type { BlockOfType } from "@storyfront/schemas";

export const forWhoFixtures: BlockOfType<"forWho">[] = [
  {
    type: "forWho",
    title: "Made for two teams",
    items: [
      {
        title: "Product owners",
        text: "Guide users to the features that keep them.",
        points: ["Onboarding flows", "Feature announcements"],
        image: { src: "/media/illustrations/product-owner.svg", alt: "A roadmap with a story on top", width: 480, height: 280 },
      },
      { title: "Marketers", text: "Launch campaigns without a release.", points: [] },
    ],
  },
];

import type { BlockOfType } from "@storyfront/schemas";

export const awardsFixtures: BlockOfType<"awards">[] = [
  {
    type: "awards",
    title: "Rated by the teams who use it",
    reviewsTitle: "What customers say",
    badges: [
      {
        kind: "rating",
        platform: "SoftwareCritic",
        rating: 5,
        reviewCount: 44,
        image: { src: "/media/awards/rating-softwarecritic.svg", alt: "SoftwareCritic rating badge", width: 72, height: 72 },
      },
      {
        kind: "rating",
        platform: "AppMarket Reviews",
        rating: 5,
        reviewCount: 15,
        image: { src: "/media/awards/rating-appmarket.svg", alt: "AppMarket Reviews rating badge", width: 72, height: 72 },
        href: "https://reviews.example.com/storyfront",
      },
      {
        kind: "award",
        name: "Mobile Growth Award",
        year: 2025,
        image: { src: "/media/awards/mobile-growth-award.svg", alt: "Mobile Growth Award", width: 72, height: 72 },
      },
    ],
    reviews: [
      { name: "Ada Moreno", text: "Stories doubled the reach of our feature announcements.", author: "Head of Product, Northwind Bank" },
      {
        name: "Felix Brandt",
        text: "Our marketers ship campaigns without waiting for a release.",
        author: "CMO, Pinecone Travel",
        avatar: { src: "/media/people/felix.svg", alt: "", width: 40, height: 40 },
      },
    ],
  },
  {
    type: "awards",
    title: "Badges only",
    badges: [
      {
        kind: "rating",
        platform: "SoftwareCritic",
        rating: 5,
        reviewCount: 44,
        image: { src: "/media/awards/rating-softwarecritic.svg", alt: "SoftwareCritic rating badge", width: 72, height: 72 },
      },
    ],
    reviews: [],
  },
];

import type { BlockOfType } from "@storyfront/schemas";

export const successesFixtures: BlockOfType<"successes">[] = [
  {
    type: "successes",
    title: "Success stories",
    subtitle: "Teams that made stories part of their app.",
    button: { label: "All case studies", href: "/case-studies" },
    stories: [
      {
        customer: "Northwind Bank",
        logo: { src: "/media/logos/northwind-bank.svg", alt: "Northwind Bank", width: 160, height: 40 },
        img: {
          src: "/media/case-studies/northwind-bank.svg",
          alt: "A banking app with a story about savings goals",
          width: 640,
          height: 360,
        },
        link: "/case-studies/case-study-onboarding-northwind-bank",
        metrics: [
          { number: "+35%", text: "retention after 30 days" },
          { number: "3x", text: "card activations" },
        ],
        description: "Onboarding stories helped new customers set up their first savings goal.",
      },
      {
        customer: "Pinecone Travel",
        logo: { src: "/media/logos/pinecone-travel.svg", alt: "", width: 160, height: 40 },
        img: { src: "/media/case-studies/pinecone-travel.svg", alt: "A travel app with destination stories", width: 640, height: 360 },
        link: "/case-studies/case-study-engagement-pinecone-travel",
        metrics: [{ number: "80%", text: "story completion" }],
        description: "Destination stories turned browsing into bookings.",
      },
    ],
  },
];

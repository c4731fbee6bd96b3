import type { BlockOfType } from "@storyfront/schemas";

export const introFixtures: BlockOfType<"intro">[] = [
  {
    type: "intro",
    titleLines: ["In-app stories", "that people finish"],
    subtitle: "Onboarding, promos and news as stories inside your app, built without code.",
    primaryButton: { label: "Request a demo", href: "/sales" },
    secondaryButton: { label: "See pricing", href: "/pricing" },
    image: { src: "/media/illustrations/hero-phone.svg", alt: "A phone showing a story with a progress bar", width: 480, height: 400 },
    partnersTitle: "Trusted by product teams",
    partners: [
      { name: "Northwind Bank", image: { src: "/media/logos/northwind-bank.svg", alt: "Northwind Bank", width: 160, height: 40 } },
      { name: "Pinecone Travel", image: { src: "/media/logos/pinecone-travel.svg", alt: "", width: 160, height: 40 } },
    ],
  },
  {
    type: "intro",
    titleLines: ["Stories for every team"],
    subtitle: "A minimal intro without picture or partners.",
    primaryButton: { label: "Try now", href: "/sales" },
    partners: [],
  },
  {
    type: "intro",
    titleLines: ["Trusted by many"],
    subtitle: "Enough partners for the logos to scroll as a loop.",
    primaryButton: { label: "Try now", href: "/sales" },
    partners: ["Aster", "Birch", "Cedar", "Dune", "Elm", "Fjord", "Grove"].map((name) => ({
      name,
      image: { src: `/media/logos/${name.toLowerCase()}.svg`, alt: name, width: 160, height: 40 },
    })),
  },
];

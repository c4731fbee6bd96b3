import type { BlockOfType } from "@storyfront/schemas";

export const featuresFixtures: BlockOfType<"features">[] = [
  {
    type: "features",
    title: "Everything a story needs",
    subtitle: "An editor, targeting and analytics in one place.",
    items: [
      {
        title: "No-code editor",
        text: "Build stories from templates in minutes.",
        icon: { src: "/media/icons/editor.svg", alt: "", width: 48, height: 48 },
      },
      { title: "A/B tests", text: "Compare up to 5 story versions." },
      { title: "Full HD video", text: "Upload videos up to 50 MB." },
    ],
    button: { label: "Request a demo", href: "/sales" },
    secondButton: { label: "Read the onboarding guide", href: "/white-papers/mobile-onboarding" },
  },
  {
    type: "features",
    title: "One feature",
    subtitle: "Without buttons.",
    items: [{ title: "Analytics", text: "Views, taps and completion per slide." }],
  },
];

import type { BlockOfType } from "@storyfront/schemas";

export const ctaFixtures: BlockOfType<"cta">[] = [
  {
    type: "cta",
    title: "Try Storyfront free for 30 days",
    text: "No credit card required.",
    button: { label: "Request a demo", href: "/sales" },
    secondaryButton: { label: "See pricing", href: "/pricing" },
  },
  { type: "cta", title: "Talk to us", button: { label: "Contact sales", href: "/sales" } },
];

import type { BlockOfType } from "@storyfront/schemas";

export const signupEmailFixtures: BlockOfType<"signupEmail">[] = [
  {
    type: "signupEmail",
    title: "See Storyfront on your own app",
    text: "Leave your work e-mail and we will set up a 30-minute demo.",
    namePlaceholder: "Your name",
    emailPlaceholder: "Work e-mail",
    submit: "Get a demo",
    salesHref: "/sales",
  },
];

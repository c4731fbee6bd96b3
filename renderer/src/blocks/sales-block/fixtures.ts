import type { BlockOfType } from "@storyfront/schemas";

export const salesBlockFixtures: BlockOfType<"salesBlock">[] = [
  {
    type: "salesBlock",
    title: "Book a 30-minute demo",
    subtitle: "Pick a time that suits you.",
    booking: { src: "https://meetings.example.com/storyfront/demo", title: "Booking calendar for a 30-minute demo" },
    contact: {
      title: "Prefer to write?",
      text: "Tell us about your app and we reply within one business day.",
      email: "sales@storyfront.example",
      demoButton: { label: "Request a demo", href: "/sales" },
    },
  },
  {
    type: "salesBlock",
    title: "Contact us",
    contact: { title: "Ready to discuss details?", text: "Send us a request.", demoButton: { label: "Request a demo", href: "/sales" } },
  },
];

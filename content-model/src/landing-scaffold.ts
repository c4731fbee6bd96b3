// What `npm run new:landing -- <slug>` writes: a landing that validates and renders with no other file.
import { schemaRefFor, type landingSchema } from "@storyfront/schemas";
import type { z } from "zod";

export function landingScaffold(slug: string): z.input<typeof landingSchema> {
  const name = slug
    .split("-")
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(" ");
  return {
    $schema: schemaRefFor("landings"),
    slug,
    path: `/solutions/${slug}`,
    layout: "landing",
    seo: { title: `${name} | Storyfront`, description: `In-app stories for ${name}: replace this description.` },
    blocks: [
      {
        type: "intro",
        titleLines: [`In-app stories for ${name}`],
        subtitle: "Replace this subtitle with one sentence about the audience of this page.",
        primaryButton: { label: "Request a demo", href: "/sales" },
        secondaryButton: { label: "See pricing", href: "/pricing" },
        partners: [],
      },
      {
        type: "numbers",
        title: "Results our customers see",
        items: [
          { number: "50%", description: "Replace with a result" },
          { number: "3x", description: "Replace with a result" },
          { number: "35%", description: "Replace with a result" },
        ],
      },
      {
        type: "cta",
        title: "Try Storyfront free for 30 days",
        text: "No credit card required. The trial starts after your first story is published.",
        button: { label: "Request a demo", href: "/sales" },
      },
    ],
  };
}

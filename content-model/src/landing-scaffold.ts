// What `npm run new:landing -- <slug>` writes: a landing that validates and renders with no other file.
import { schemaRefFor, type landingSchema } from "@storyfront/schemas";
import type { z } from "zod";

/**
 * Texts the scaffold (and the Studio's new entries) leave for the author to replace; the checker finds them if
 * they are left in (see check/placeholders.ts).
 */
export const scaffoldPlaceholders = {
  description: "replace this description.",
  subtitle: "Replace this subtitle with one sentence about the audience of this page.",
  result: "Replace with a result",
  /** Every text of an entry created in the Studio (content-store/src/document-templates.ts). */
  entry: "Replace this text",
} as const;

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
    seo: { title: `${name} | Storyfront`, description: `In-app stories for ${name}: ${scaffoldPlaceholders.description}` },
    blocks: [
      {
        type: "intro",
        titleLines: [`In-app stories for ${name}`],
        subtitle: scaffoldPlaceholders.subtitle,
        primaryButton: { label: "Request a demo", href: "/sales" },
        secondaryButton: { label: "See pricing", href: "/pricing" },
        partners: [],
      },
      {
        type: "numbers",
        title: "Results our customers see",
        items: [
          { number: "50%", description: scaffoldPlaceholders.result },
          { number: "3x", description: scaffoldPlaceholders.result },
          { number: "35%", description: scaffoldPlaceholders.result },
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

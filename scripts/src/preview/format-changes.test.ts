import type { PreviewChanges } from "@storyfront/content-model/graph/git-changes";
import { describe, expect, it } from "vitest";
import { formatChanges } from "./format-changes";

const report: PreviewChanges = {
  base: "main",
  mergeBase: "3106c33aa0000000000000000000000000000000",
  head: "41476d4bb0000000000000000000000000000000",
  files: [
    { file: "landings/enterprise.json", status: "modified" },
    { file: "landings/spring-offer.json", status: "added" },
    { file: "messages/fr.json", status: "modified", keys: [{ key: "Pricing.title", status: "modified" }] },
  ],
  pages: [
    {
      variant: "com",
      locale: "en",
      route: "/solutions/spring-offer",
      path: "/solutions/spring-offer",
      status: "added",
      draft: true,
      reasons: [{ file: "landings/spring-offer.json", kind: "own", status: "added" }],
    },
    {
      variant: "com",
      locale: "en",
      route: "/enterprise",
      path: "/enterprise",
      status: "changed",
      reasons: [
        {
          file: "landings/enterprise.json",
          kind: "own",
          status: "modified",
          fields: [{ field: "blocks[0].subtitle", before: "Security reviews and roles.", after: "SSO and roles." }],
        },
      ],
    },
    {
      variant: "com",
      locale: "fr",
      route: "/pricing",
      path: "/fr/pricing",
      status: "changed",
      reasons: [
        {
          file: "messages/fr.json",
          kind: "messages",
          status: "modified",
          keys: [{ key: "Pricing.title", status: "modified", before: "Tarifs", after: "Nos tarifs" }],
        },
      ],
    },
  ],
  outdatedTranslations: [
    {
      source: "landings/enterprise.json",
      translation: "landings/enterprise.fr.json",
      locale: "fr",
      pages: [{ variant: "com", locale: "fr", path: "/fr/enterprise" }],
    },
  ],
};

describe("formatChanges", () => {
  it("prints a summary line, one row per page and the stale translations as text", () => {
    const text = formatChanges(report, "text");
    expect(text).toMatch(
      /^3 pages \(1 added, 2 changed, 0 removed\) from 3 changed content files, compared with the merge-base 3106c33 of main/,
    );
    expect(text).toContain("/fr/pricing              messages messages/fr.json › Pricing.title (modified)");
    expect(text).toContain("added   com en  /solutions/spring-offer  [draft] own file landings/spring-offer.json (added)");
    expect(text).toContain("landings/enterprise.fr.json  (source landings/enterprise.json; shown on /fr/enterprise)");
  });

  it("shows each changed value old → new under the page it changes", () => {
    const lines = formatChanges(report, "text").split("\n");
    const below = (path: string) => lines[lines.findIndex((line) => line.includes(` ${path} `)) + 1]?.trim();
    expect(below("/enterprise")).toBe('blocks[0].subtitle: "Security reviews and roles." → "SSO and roles."');
    expect(below("/fr/pricing")).toBe('Pricing.title: "Tarifs" → "Nos tarifs"');
  });

  it("writes a Markdown table ready for a pull request", () => {
    const markdown = formatChanges(report, "markdown");
    expect(markdown).toContain("| Status | Page | Variant | Locale | Why |");
    expect(markdown).toContain("| added (draft) | `/solutions/spring-offer` | com | en | own file `landings/spring-offer.json` (added) |");
    const why = 'messages `messages/fr.json › Pricing.title` (modified)<br>`Pricing.title: "Tarifs" → "Nos tarifs"`';
    expect(markdown).toContain(`| changed | \`/fr/pricing\` | com | fr | ${why} |`);
    expect(markdown).toContain("- `landings/enterprise.fr.json` — source `landings/enterprise.json` changed; shown on `/fr/enterprise`");
  });

  it("gives the whole report as JSON", () => {
    expect(JSON.parse(formatChanges(report, "json"))).toEqual(report);
  });
});

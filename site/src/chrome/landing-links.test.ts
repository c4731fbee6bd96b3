import { describe, expect, it } from "vitest";
import { landingSlugOf, mergeLandingLinks } from "./landing-links";

describe("mergeLandingLinks", () => {
  const content = [
    { label: "Telecom", href: "/solutions/telecom" },
    { label: "Enterprise", href: "/enterprise" },
  ];

  it("keeps the content links first and adds the API's landings in the API's order (newest first)", () => {
    expect(
      mergeLandingLinks(content, [
        { slug: "space-travel", title: "Stories for space travel" },
        { slug: "pet-care", title: "Stories for pet care" },
      ]),
    ).toEqual([
      ...content,
      { label: "Stories for space travel", href: "/solutions/space-travel" },
      { label: "Stories for pet care", href: "/solutions/pet-care" },
    ]);
  });

  it("lets the content file win on a slug clash, and lists a slug once", () => {
    expect(
      mergeLandingLinks(content, [
        { slug: "telecom", title: "In-app stories for telecom (API)" },
        { slug: "enterprise", title: "Enterprise (API)" },
        { slug: "pet-care", title: "Pet care" },
        { slug: "pet-care", title: "Pet care again" },
      ]),
    ).toEqual([...content, { label: "Pet care", href: "/solutions/pet-care" }]);
  });

  it("shows every solution under its short label: the catalogue entry's navLabel, the API landing's navLabel or title", () => {
    expect(
      mergeLandingLinks(
        [{ label: "In-app stories for telecom apps", href: "/solutions/telecom" }, ...content.slice(1)],
        [
          { slug: "streaming", title: "In-app stories for streaming apps", navLabel: "Streaming" },
          { slug: "pet-care", title: "Pet care", navLabel: null },
        ],
        new Map([["telecom", "Telecom"]]),
      ),
    ).toEqual([...content, { label: "Streaming", href: "/solutions/streaming" }, { label: "Pet care", href: "/solutions/pet-care" }]);
  });

  it("reads the slug of /solutions/{slug} and /{slug} links only", () => {
    expect(landingSlugOf("/solutions/food-retail")).toBe("food-retail");
    expect(landingSlugOf("/fintech")).toBe("fintech");
    expect(landingSlugOf("https://example.com/solutions/x")).toBeNull();
    expect(landingSlugOf("/blog/category-x")).toBeNull();
  });
});

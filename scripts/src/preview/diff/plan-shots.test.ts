import type { ChangedPage } from "@storyfront/content-model";
import { describe, expect, it } from "vitest";
import { planShots, shotId } from "./plan-shots";

const page = (path: string, status: ChangedPage["status"], kind: ChangedPage["reasons"][number]["kind"]): ChangedPage => ({
  variant: "com",
  locale: "en",
  route: path,
  path,
  status,
  reasons: [{ file: "x.json", kind, status: "modified" }],
});

describe("planShots", () => {
  const pages = [
    page("/faq", "changed", "messages"),
    page("/", "changed", "review"),
    page("/enterprise", "changed", "own"),
    page("/solutions/new", "added", "own"),
  ];

  it("shoots every page at 375 and 1440, own-file changes first", () => {
    const { shots, total, leftOut } = planShots(pages, 60);
    expect(total).toBe(8);
    expect(leftOut).toEqual([]);
    expect(shots.map((shot) => `${shot.page.path}@${shot.width}`)).toEqual([
      "/enterprise@375",
      "/enterprise@1440",
      "/solutions/new@375",
      "/solutions/new@1440",
      "/@375",
      "/@1440",
      "/faq@375",
      "/faq@1440",
    ]);
  });

  it("cuts at the cap and says which pages were left out", () => {
    const { shots, total, leftOut } = planShots(pages, 3);
    expect(shots).toHaveLength(3);
    expect(total).toBe(8);
    expect(leftOut.map((left) => left.path)).toEqual(["/", "/faq"]);
  });

  it("names each page's report entry", () => {
    expect(shotId({ variant: "com", locale: "fr", path: "/fr/enterprise" })).toBe("com-fr-fr-enterprise");
    expect(shotId({ variant: "ru", locale: "ru", path: "/" })).toBe("ru-ru-home");
  });
});

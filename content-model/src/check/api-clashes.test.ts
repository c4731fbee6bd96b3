import { describe, expect, it } from "vitest";
import { repositoryContent } from "../test/repository-content";
import { checkContent } from "./check-content";

const check = (apiLandings?: { id: number; slug: string; title: string }[]) =>
  checkContent(repositoryContent.files, repositoryContent.mediaPaths, { apiLandings });

describe("slug clashes with the API's landing pages", () => {
  it("warn once per clash at the content file's slug (catalogue entry) or path (landing), and the content wins", () => {
    const { problems, warnings } = check([
      { id: 41, slug: "fintech", title: "Fintech from the API" },
      { id: 42, slug: "enterprise", title: "Enterprise from the API" },
      { id: 43, slug: "space-tourism", title: "Only in the API" },
    ]);
    expect(problems).toEqual([]);
    expect(warnings.filter((warning) => warning.message.includes("API"))).toEqual([
      {
        severity: "warning",
        file: "landings/enterprise.json",
        line: 4,
        column: 11,
        path: "path",
        message:
          'the API\'s landing page #42 "enterprise" ("Enterprise from the API") has the same slug: this file wins, so /enterprise and ' +
          "the menus show this file and never the API page",
        fix: "if the API page should show, rename or delete this file; otherwise unpublish or rename API page #42",
      },
      expect.objectContaining({
        file: "solutions/fintech.json",
        line: 3,
        column: 11,
        path: "slug",
        message: expect.stringContaining('#41 "fintech" ("Fintech from the API")'),
      }),
    ]);
  });

  it("are not looked for without the API's list (the checker stays offline)", () => {
    expect(check().warnings.filter((warning) => warning.message.includes("API"))).toEqual([]);
  });
});

import { describe, expect, it } from "vitest";
import { conflictText, fieldKey, saveProblem, studioTime } from "./save-problem";

describe("a refused catalogue save", () => {
  it("places field errors at the field of their language", () => {
    const problem = saveProblem(
      422,
      {
        message: "Invalid translations.1.cost, slug",
        errors: [
          { field: "translations.1.cost", message: "must show the price 599 (cost_numeric)" },
          { field: "slug", message: 'Slug "growth" has already been taken' },
          { field: "translations.1.cost", message: "a second message for the same field" },
        ],
      },
      ["en", "fr"],
    );
    expect(problem).toEqual({
      kind: "fields",
      message: "Invalid translations.1.cost, slug",
      fields: { "fr.cost": "must show the price 599 (cost_numeric)", slug: 'Slug "growth" has already been taken' },
    });
    expect(fieldKey("translations.0", ["de"])).toBe("de");
    expect(fieldKey("translations.7.title", ["en"])).toBe("translations.7.title");
  });

  it("reads a stale save's version, author and time, and says it as the Studio shows it", () => {
    const problem = saveProblem(409, { message: "stale", version: 3, changedBy: { id: 4, name: "Eli Marker" }, changedAt: 1795338000 });
    expect(problem).toMatchObject({ kind: "conflict", conflict: { version: 3, changedBy: "Eli Marker", changedAt: 1795338000 } });
    if (problem.kind !== "conflict") throw new Error("not a conflict");
    expect(conflictText(problem.conflict)).toBe(
      "Changed by Eli Marker at 22 Nov 2026, 09:00 UTC — reload to see their version. Nothing of yours was saved.",
    );
    expect(studioTime(0)).toBe("1 Jan 1970, 00:00 UTC");
  });

  it("tells a 409 without a version (a category in use) from a stale save, and an ended session from a missing right", () => {
    expect(saveProblem(409, { message: 'Category "growth" is used by 6 pages', pages: 6 })).toEqual({
      kind: "refused",
      message: 'Category "growth" is used by 6 pages',
    });
    expect(saveProblem(401, { message: "Sign in" })).toEqual({ kind: "signedOut" });
    expect(saveProblem(403, null)).toEqual({ kind: "forbidden" });
    expect(saveProblem(502, "not json")).toEqual({ kind: "failed", message: "The save failed; try again" });
  });
});

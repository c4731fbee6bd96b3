import { describe, expect, it } from "vitest";
import { costFigures, landingConfigUpdateBody, tariffCostProblem } from "./catalog-authoring";

describe("a tariff's cost text and cost_numeric", () => {
  it("reads the figures a cost text shows, thousands separators included", () => {
    expect(costFigures("$599/mo")).toEqual([599]);
    expect(costFigures("$1,299/mo")).toEqual([1299]);
    expect(costFigures("1 299 $/mois")).toEqual([1299]);
    expect(costFigures("1\u202f299 $")).toEqual([1299]);
    expect(costFigures("On request")).toEqual([]);
  });

  it("fits when the text shows the price, or no price for 0 (on request)", () => {
    expect(tariffCostProblem("$599/mo", 599)).toBeNull();
    expect(tariffCostProblem("599 $/mois", 599)).toBeNull();
    expect(tariffCostProblem("$699/mo", 599)).toBe("must show the price 599 (cost_numeric)");
    expect(tariffCostProblem("On request", 0)).toBeNull();
    expect(tariffCostProblem("$0", 0)).toBeNull();
    expect(tariffCostProblem("$599/mo", 0)).toBe("must show no price when cost_numeric is 0 (on request)");
  });
});

describe("the landing config body", () => {
  it("needs a link and an image while the intro bar is on, and takes site paths or http(s) addresses only", () => {
    expect(landingConfigUpdateBody.safeParse({ enabled_introbar: false, link: "", widget_ph: "", baseVersion: 1 }).success).toBe(true);
    const blank = landingConfigUpdateBody.safeParse({ enabled_introbar: true, link: "", widget_ph: "/x.svg", baseVersion: 1 });
    expect(blank.error?.issues.map((issue) => issue.path.join("."))).toEqual(["link"]);
    const foreign = landingConfigUpdateBody.safeParse({ enabled_introbar: false, link: "//evil.io", widget_ph: "data:x", baseVersion: 1 });
    expect(foreign.success).toBe(false);
  });
});

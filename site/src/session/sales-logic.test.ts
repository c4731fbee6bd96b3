import { describe, expect, it } from "vitest";
import { keepBehavior, salesModeOf } from "./sales-logic";

describe("sales logic", () => {
  it("keeps behavior only when it is an object", () => {
    expect(keepBehavior({ behavior: { salesLogic: "salesTeam" } })).toEqual({ salesLogic: "salesTeam" });
    expect(keepBehavior({ behavior: "salesTeam" })).toBeNull();
    expect(keepBehavior({ behavior: ["salesTeam"] })).toBeNull();
    expect(keepBehavior({ behavior: null })).toBeNull();
    expect(keepBehavior("oops")).toBeNull();
  });

  it("switches to salesTeam only when the behavior says so", () => {
    expect(salesModeOf({ salesLogic: "salesTeam" })).toBe("salesTeam");
    expect(salesModeOf({ salesLogic: "default" })).toBe("default");
    expect(salesModeOf({ other: 1 })).toBe("default");
    expect(salesModeOf(null)).toBe("default");
  });
});

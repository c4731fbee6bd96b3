import { describe, expect, it } from "vitest";
import { choiceLabel, labelFor } from "./label-for";

describe("names in the Studio", () => {
  it("reads a key as words", () => {
    expect(labelFor("primaryButton")).toBe("Primary button");
    expect(labelFor("btn2Resource")).toBe("Btn 2 resource");
  });

  it("shows a choice's label, not its value", () => {
    expect(choiceLabel("white-paper")).toBe("White paper");
    expect(choiceLabel("companySize")).toBe("Company size");
    expect(choiceLabel("linkedin")).toBe("LinkedIn");
    expect(choiceLabel("landing")).toBe("Landing");
  });
});

import { describe, expect, it } from "vitest";
import { landingScaffold } from "./landing-scaffold";
import { landingSchema } from "@storyfront/schemas";

describe("landing schema", () => {
  it("accepts the scaffold that new:landing writes", () => {
    expect(landingSchema.safeParse(landingScaffold("pet-care")).success).toBe(true);
  });

  it("rejects an unknown block type at its path", () => {
    const landing = landingScaffold("pet-care");
    const result = landingSchema.safeParse({ ...landing, blocks: [...landing.blocks, { type: "carousel" }] });
    expect(result.error?.issues[0]?.path).toEqual(["blocks", 3, "type"]);
  });

  it("requires exactly three number cards", () => {
    const landing = landingScaffold("pet-care");
    const numbers = { type: "numbers", items: [{ number: "1", description: "one" }] };
    expect(landingSchema.safeParse({ ...landing, blocks: [numbers] }).success).toBe(false);
  });
});

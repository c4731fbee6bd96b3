import { describe, expect, it } from "vitest";
import { closestFirst, didYouMean, editDistance } from "./nearest";

describe("nearest valid name", () => {
  it("counts a swap of two neighbouring letters as one edit", () => {
    expect(editDistance("subtitel", "subtitle")).toBe(1);
    expect(editDistance("felix-brant", "felix-brandt")).toBe(1);
    expect(editDistance("numbrs", "numbers")).toBe(1);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("intro", "intro")).toBe(0);
  });

  it("suggests the closest name, not the first in alphabetical order", () => {
    const reviews = ["ada-moreno", "amara-singh", "david-novak", "felix-brandt", "hannah-weiss"];
    expect(didYouMean("felix-brant", reviews)).toBe("felix-brandt");
    expect(closestFirst("felix-brant", reviews, 2)[0]).toBe("felix-brandt");
  });

  it("suggests nothing when no name is close", () => {
    expect(didYouMean("carousel", ["intro", "numbers", "features"])).toBeUndefined();
  });
});

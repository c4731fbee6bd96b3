import { describe, expect, it } from "vitest";
import { logosLoop } from "./logo-loop";

const logo = (width = 160, height = 40) => ({ src: "/media/logos/x.svg", alt: "", width, height });

describe("the partner strip loops only with enough logos", () => {
  it("stands still with three logos (a loop would show them twice side by side at 1440 px)", () => {
    expect(logosLoop([logo(), logo(), logo()])).toBe(false);
    expect(logosLoop([])).toBe(false);
  });

  it("loops once one list is wider than the widest strip by a whole logo", () => {
    expect(logosLoop(Array.from({ length: 6 }, () => logo()))).toBe(false);
    expect(logosLoop(Array.from({ length: 7 }, () => logo()))).toBe(true);
  });

  it("counts logos as shown, scaled down to 40 px high", () => {
    expect(logosLoop(Array.from({ length: 7 }, () => logo(320, 80)))).toBe(true);
    expect(logosLoop(Array.from({ length: 7 }, () => logo(80, 40)))).toBe(false);
  });
});

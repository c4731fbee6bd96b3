import { describe, expect, it } from "vitest";
import { localePath } from "./locale-path";

describe("localePath", () => {
  it("leaves the default locale of each variant unprefixed", () => {
    expect(localePath("en", "/sales")).toBe("/sales");
    expect(localePath("ru", "/sales")).toBe("/sales");
    expect(localePath("en", "/")).toBe("/");
  });
  it("prefixes the other com locales", () => {
    expect(localePath("fr", "/sales")).toBe("/fr/sales");
    expect(localePath("de", "/")).toBe("/de");
    expect(localePath("es", "pricing")).toBe("/es/pricing");
  });
});

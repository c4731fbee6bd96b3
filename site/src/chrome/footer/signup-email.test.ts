import { describe, expect, it } from "vitest";
import { isSignupEmail, salesUrl } from "./signup-email";

describe("sign-up e-mail rule", () => {
  it("accepts text @ text . text", () => {
    expect(isSignupEmail("ana@shop.io")).toBe(true);
    expect(isSignupEmail("a.b+c@mail.example.com")).toBe(true);
  });

  it("refuses missing parts, spaces and whitespace-only input", () => {
    for (const value of ["", "   ", "ana", "ana@", "ana@shop", "@shop.io", "ana@shop.", "ana @shop.io", "ana@shop .io", " ana@shop.io"]) {
      expect(isSignupEmail(value), JSON.stringify(value)).toBe(false);
    }
  });

  it("leads to the localized sales page with e-mail and name", () => {
    expect(salesUrl("/fr/sales", "ana@shop.io", "Ana Lima")).toBe("/fr/sales?email=ana%40shop.io&name=Ana+Lima");
    expect(salesUrl("/sales", "ana@shop.io", "  ")).toBe("/sales?email=ana%40shop.io");
  });
});

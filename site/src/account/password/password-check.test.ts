import { describe, expect, it } from "vitest";
import { checkNewPassword } from "./password-check";

describe("checkNewPassword", () => {
  it("names the catalogue text of the first rule the password breaks", () => {
    expect(checkNewPassword("", "")).toEqual({ password: { key: "blank" } });
    expect(checkNewPassword("Ab1", "Ab1")).toEqual({ password: { key: "minLength", values: { min: 8 } } });
    expect(checkNewPassword("lowercase-only", "lowercase-only")).toEqual({ password: { key: "passwordChars" } });
  });

  it("asks for equal fields only once the password is fine", () => {
    expect(checkNewPassword("Sunny-Day-42", "Sunny-Day-43")).toEqual({ passwordRepeat: { key: "passwordRepeat" } });
    expect(checkNewPassword("Sunny-Day-42", "Sunny-Day-42")).toEqual({});
  });
});

import { describe, expect, it } from "vitest";
import { catalogueMessage, readFieldErrors } from "./field-errors";

describe("API field errors", () => {
  it("turns the API's texts into catalogue keys with their values", () => {
    expect(catalogueMessage("Cannot be blank")).toEqual({ key: "blank" });
    expect(catalogueMessage("must be a valid email address")).toEqual({ key: "email" });
    expect(catalogueMessage("value must be at least 3 characters")).toEqual({ key: "minLength", values: { min: 3 } });
    expect(catalogueMessage("value must be at least 1 character")).toEqual({ key: "minOne" });
    expect(catalogueMessage("Must be greater than -1")).toEqual({ key: "greaterThan", values: { value: -1 } });
    expect(catalogueMessage("must be at most 64 characters")).toEqual({ text: "must be at most 64 characters" });
  });

  it("keeps the first message of each field and the form's message", () => {
    const body = {
      message: "Validation failed",
      errors: [
        { field: "email", message: "Cannot be blank" },
        { field: "email", message: "must be a valid email address" },
        { field: "languages.1.name", message: "Cannot be blank" },
      ],
    };
    expect(readFieldErrors(body)).toEqual({
      fields: { email: { key: "blank" }, "languages.1.name": { key: "blank" } },
      message: "Validation failed",
    });
    expect(readFieldErrors("<html>")).toEqual({ fields: {}, message: null });
  });
});

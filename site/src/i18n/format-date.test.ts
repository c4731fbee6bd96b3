import { describe, expect, it } from "vitest";
import { formatContentDate } from "./format-date";

describe("formatContentDate", () => {
  it("writes dates the way each locale reads them, whatever the server's time zone", () => {
    expect(formatContentDate("2024-03-05", "en")).toBe("March 5, 2024");
    expect(formatContentDate("2024-03-05", "fr")).toBe("5 mars 2024");
    expect(formatContentDate("2026-01-01", "de")).toBe("1. Januar 2026");
  });
});

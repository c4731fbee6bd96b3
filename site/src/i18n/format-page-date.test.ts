import { describe, expect, it } from "vitest";
import { formatPageDate, isoDate } from "./format-page-date";

const march5 = Date.UTC(2024, 2, 5) / 1000;

describe("formatPageDate", () => {
  it("writes dates like March 5, 2024 in English", () => {
    expect(formatPageDate(march5, "en")).toBe("March 5, 2024");
  });

  it("follows the locale", () => {
    expect(formatPageDate(march5, "fr")).toBe("5 mars 2024");
    expect(formatPageDate(march5, "de")).toBe("5. März 2024");
    expect(formatPageDate(march5, "ru")).toBe("5 марта 2024 г.");
  });

  it("gives the ISO day for machines", () => {
    expect(isoDate(march5 + 3600)).toBe("2024-03-05");
  });
});

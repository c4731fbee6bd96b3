import { describe, expect, it } from "vitest";
import { formatVital, type FractionDigits } from "./vital-format";

const english = (value: number, options: FractionDigits) => new Intl.NumberFormat("en", options).format(value);
const german = (value: number, options: FractionDigits) => new Intl.NumberFormat("de", options).format(value);

describe("a metric's value on the Speed screen", () => {
  it("is in seconds from one second up, in milliseconds below, and a score for CLS", () => {
    expect(formatVital("LCP", 2512.4, english)).toBe("2.51 s");
    expect(formatVital("LCP", 3000, english)).toBe("3.0 s");
    expect(formatVital("INP", 183.6, english)).toBe("184 ms");
    expect(formatVital("CLS", 0.1, english)).toBe("0.10");
    expect(formatVital("CLS", 0.0625, english)).toBe("0.063");
    expect(formatVital("FCP", 1800, german)).toBe("1,8 s");
  });
});

import { describe, expect, it } from "vitest";
import { visitorIp } from "./visitor-ip";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("visitorIp", () => {
  it("takes the first address of the forwarded-for header", () => {
    expect(visitorIp(headers({ "x-forwarded-for": "203.0.113.9, 10.0.0.1" }))).toBe("203.0.113.9");
  });

  it("falls back to the connection's address when no forwarded-for header is usable", () => {
    expect(visitorIp(headers({ "x-forwarded-for": "unknown", "x-real-ip": "198.51.100.4" }))).toBe("198.51.100.4");
    expect(visitorIp(headers({}))).toBeUndefined();
  });

  it("drops ports, brackets and the IPv4-mapped prefix", () => {
    expect(visitorIp(headers({ "x-forwarded-for": "203.0.113.9:5123" }))).toBe("203.0.113.9");
    expect(visitorIp(headers({ "x-forwarded-for": "[2001:db8::1]:443" }))).toBe("2001:db8::1");
    expect(visitorIp(headers({ "x-forwarded-for": "::ffff:203.0.113.7" }))).toBe("203.0.113.7");
    expect(visitorIp(headers({ "x-forwarded-for": "::1" }))).toBe("::1");
  });
});

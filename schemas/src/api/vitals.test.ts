import { describe, expect, it } from "vitest";
import { adminVitalsQuery, vitalBeacon, vitalRating, vitalsReportBody } from "./vitals";

const lcp = { name: "LCP", value: 1234.5, rating: "good", id: "v6-1732-123", navigationType: "navigate", path: "/solutions/fintech" };

describe("the vitals beacon", () => {
  it("takes what web-vitals reports, trimmed to name, value, rating, id, navigation type and path", () => {
    const beacon = [
      lcp,
      { ...lcp, name: "CLS", value: 0.12, rating: "needs-improvement" },
      { ...lcp, name: "INP", value: 640, rating: "poor" },
    ];
    expect(vitalBeacon.parse(beacon)).toEqual(beacon);
  });

  it.each([
    ["an unknown metric", { ...lcp, name: "FID" }],
    ["a negative value", { ...lcp, value: -1 }],
    ["an infinite value", { ...lcp, value: Number.POSITIVE_INFINITY }],
    ["a value beyond reason", { ...lcp, value: 10_000_000 }],
    ["a rating that does not fit the value", { ...lcp, rating: "poor" }],
    ["an unknown rating", { ...lcp, rating: "fine" }],
    ["a long id", { ...lcp, id: "x".repeat(101) }],
    ["an unknown navigation type", { ...lcp, navigationType: "teleport" }],
    ["a full URL", { ...lcp, path: "https://evil.example/" }],
    ["another host", { ...lcp, path: "//evil.example/" }],
    ["a query string", { ...lcp, path: "/sales?email=pat@example.com" }],
    ["a hash", { ...lcp, path: "/pricing#faq" }],
    ["a long path", { ...lcp, path: `/${"a".repeat(512)}` }],
  ])("refuses %s", (_case, entry) => {
    expect(vitalBeacon.safeParse([entry]).success).toBe(false);
  });

  it("refuses an empty beacon and one with more than 20 metrics", () => {
    expect(vitalBeacon.safeParse([]).success).toBe(false);
    expect(vitalBeacon.safeParse(Array.from({ length: 21 }, () => lcp)).success).toBe(false);
    expect(vitalBeacon.safeParse(Array.from({ length: 20 }, () => lcp)).success).toBe(true);
  });
});

describe("ratings, samples and the admin query", () => {
  it("rates values as web-vitals does: up to the first threshold good, up to the second needs improvement", () => {
    expect([vitalRating("LCP", 2500), vitalRating("LCP", 2501), vitalRating("LCP", 4001)]).toEqual(["good", "needs-improvement", "poor"]);
    expect([vitalRating("CLS", 0.1), vitalRating("CLS", 0.25), vitalRating("CLS", 0.26)]).toEqual(["good", "needs-improvement", "poor"]);
  });

  it("stores only page type, variant, locale and device class beside the metric", () => {
    const sample = { name: "TTFB", value: 90, rating: "good", routeFamily: "blog-article", variant: "ru", locale: "ru", device: "mobile" };
    expect(vitalsReportBody.parse({ samples: [sample] }).samples).toEqual([sample]);
    expect(vitalsReportBody.safeParse({ samples: [{ ...sample, path: "/blog/x" }] }).data?.samples[0]).not.toHaveProperty("path");
    expect(vitalsReportBody.safeParse({ samples: [{ ...sample, device: "tablet" }] }).success).toBe(false);
  });

  it("reads 1, 7 or 28 days from the query, 7 by default", () => {
    expect(adminVitalsQuery.parse({})).toEqual({ days: 7 });
    expect(adminVitalsQuery.parse({ days: "28", variant: "ru" })).toEqual({ days: 28, variant: "ru" });
    expect(adminVitalsQuery.safeParse({ days: "30" }).success).toBe(false);
  });
});

import { describe, expect, it } from "vitest";
import { randomKey } from "./random-key";

describe("randomKey", () => {
  it("is a version-4 UUID the API accepts as an Idempotency-Key, different each time", () => {
    const keys = new Set(Array.from({ length: 50 }, randomKey));
    expect(keys.size).toBe(50);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

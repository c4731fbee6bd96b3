import { describe, expect, it } from "vitest";
import { deliveryLabel } from "./delivery-label";

const t = (key: string, values?: Record<string, string | number>) => `${key}${values ? JSON.stringify(values) : ""}`;
const base = { attempts: 0, lastError: null, lastAttemptAt: null, nextAttemptAt: null, deliveredAt: null };

describe("deliveryLabel", () => {
  it("names each delivery state", () => {
    expect(deliveryLabel(t, null)).toBe("deliveryNone");
    expect(deliveryLabel(t, { ...base, status: "pending" })).toBe("deliveryWaiting");
    expect(deliveryLabel(t, { ...base, status: "pending", attempts: 3, lastError: "503" })).toBe('deliveryRetrying{"attempts":3}');
    expect(deliveryLabel(t, { ...base, status: "delivered", attempts: 1 })).toBe("deliveryDelivered");
    expect(deliveryLabel(t, { ...base, status: "failed", attempts: 1, lastError: "400 Bad Request" })).toBe(
      'deliveryFailed{"error":"400 Bad Request"}',
    );
  });
});

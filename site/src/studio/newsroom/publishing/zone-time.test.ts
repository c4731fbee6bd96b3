import { describe, expect, test } from "vitest";
import { formatInZone, localInputToUnix, unixToLocalInput } from "./zone-time";

describe("schedule times in the editor's zone", () => {
  test("a wall-clock time in Berlin is the right UTC instant, winter and summer", () => {
    expect(localInputToUnix("2026-12-01T09:00", "Europe/Berlin")).toBe(Date.UTC(2026, 11, 1, 8, 0) / 1000);
    expect(localInputToUnix("2026-07-01T09:00", "Europe/Berlin")).toBe(Date.UTC(2026, 6, 1, 7, 0) / 1000);
    expect(localInputToUnix("2026-07-01T09:00", "America/New_York")).toBe(Date.UTC(2026, 6, 1, 13, 0) / 1000);
    expect(localInputToUnix("2026-07-01T09:00", "UTC")).toBe(Date.UTC(2026, 6, 1, 9, 0) / 1000);
  });

  test("goes back to the same input text, and a skipped hour lands after the change", () => {
    const seconds = localInputToUnix("2026-03-29T01:30", "Europe/Berlin") ?? 0;
    expect(unixToLocalInput(seconds, "Europe/Berlin")).toBe("2026-03-29T01:30");
    // 02:30 does not exist in Berlin on 29 March 2026 (clocks jump from 02:00 to 03:00).
    expect(unixToLocalInput(localInputToUnix("2026-03-29T02:30", "Europe/Berlin") ?? 0, "Europe/Berlin")).toBe("2026-03-29T03:30");
    expect(unixToLocalInput(Date.UTC(2026, 10, 27, 23, 5) / 1000, "Asia/Tokyo")).toBe("2026-11-28T08:05");
  });

  test("refuses text that is not a time, and names the zone when showing one", () => {
    expect(localInputToUnix("tomorrow", "UTC")).toBeNull();
    expect(formatInZone(Date.UTC(2026, 11, 1, 8, 0) / 1000, "Europe/Berlin")).toBe("1 Dec 2026, 09:00 (Europe/Berlin)");
  });
});

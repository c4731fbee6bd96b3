import { describe, expect, it } from "vitest";
import { emptyProgress, readDiffLine } from "./diff-progress";

describe("visual diff progress", () => {
  it("follows preview:diff's output: the plan, the builds, then each shot", () => {
    const output = [
      "2 changed pages against main (merge-base 1a2b3c4): 4 shots at 375 and 1440 px.",
      "Building base main (1a2b3c4) …",
      "",
      "[1/4] com en / 375 px: 0.0 % (1.2 s)",
      "[2/4] com en / 1440 px: 3.1 % (1.0 s)",
    ];
    const steps = output.map((_, count) => output.slice(0, count + 1).reduce(readDiffLine, emptyProgress));
    expect(steps[0]?.shots).toEqual({ done: 0, total: 4 });
    expect(steps[1]).toMatchObject({ step: "Building base main (1a2b3c4) …", shots: { done: 0, total: 4 } });
    expect(steps[2]).toEqual(steps[1]);
    expect(steps[4]).toMatchObject({ step: "[2/4] com en / 1440 px: 3.1 % (1.0 s)", shots: { done: 2, total: 4 } });
    expect(steps[4]?.lines).toHaveLength(4);
  });
});

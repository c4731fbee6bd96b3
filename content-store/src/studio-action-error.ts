import type { Problem } from "@storyfront/content-model";

/** A Studio file action refused, with the reason a marketer reads and the problems it would cause. */
export class StudioActionError extends Error {
  constructor(
    message: string,
    readonly problems: Problem[] = [],
  ) {
    super(message);
  }
}

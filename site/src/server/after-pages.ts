// Work that gives way to pages: a burst of field data beacons must not slow page answers (issue 28). Node runs a
// turn's I/O callbacks (new requests, page answers going on) before its `setImmediate` callbacks, so work queued
// here starts only once what arrived for pages in that turn was served, at most `perTurn` pieces a turn. Under
// a burst the beacons wait, which nobody notices (a browser never reads a beacon's answer); the pages do not.
// At most `limit` pieces wait; beyond that `run` refuses, and the caller sheds the work.

export class AfterPages {
  private readonly waiting: (() => void)[] = [];
  private scheduled = false;
  private readonly perTurn: number;
  private readonly limit: number;

  constructor(options: { perTurn?: number; limit?: number } = {}) {
    this.perTurn = options.perTurn ?? 8;
    this.limit = options.limit ?? 2000;
  }

  /** Runs `work` in a later turn, after the pages of the turns in between; false (and never runs it) when full. */
  run(work: () => void): boolean {
    if (this.waiting.length >= this.limit) return false;
    this.waiting.push(work);
    if (!this.scheduled) this.schedule();
    return true;
  }

  /** Pieces of work waiting for their turn. */
  get size(): number {
    return this.waiting.length;
  }

  private schedule() {
    this.scheduled = true;
    setImmediate(() => this.turn());
  }

  private turn() {
    this.scheduled = false;
    for (const work of this.waiting.splice(0, this.perTurn)) work();
    if (this.waiting.length > 0) this.schedule();
  }
}

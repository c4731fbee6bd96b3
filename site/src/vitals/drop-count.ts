// Field data that had to be dropped (a full queue, an overloaded server), counted and told to the log: the first
// drop at once, later ones summed up in one line per period, so a flood does not become a flood of log lines.
// No imports: the site's own server (src/server/, run by Node as it is) uses it too.

/** Writes the log line for `dropped` since the last line and `total` since start. */
export type DropLine = (dropped: number, total: number) => void;

export class DropCount {
  private unlogged = 0;
  private sum = 0;
  private timer: ReturnType<typeof setTimeout> | null = null;
  private readonly line: DropLine;
  private readonly everyMs: number;

  constructor(line: DropLine, everyMs = 10_000) {
    this.line = line;
    this.everyMs = everyMs;
  }

  add(count: number): void {
    this.sum += count;
    this.unlogged += count;
    if (!this.timer) this.flush();
  }

  /** Dropped since start. */
  get total(): number {
    return this.sum;
  }

  private flush() {
    this.timer = null;
    if (this.unlogged === 0) return;
    this.line(this.unlogged, this.sum);
    this.unlogged = 0;
    this.timer = setTimeout(() => this.flush(), this.everyMs);
    this.timer.unref?.();
  }
}

import type { Position } from "./problem";

/** Turns character offsets of a text into 1-based line and column; built once per file that has a problem. */
export class LineIndex {
  private readonly starts: number[] = [0];

  constructor(text: string) {
    for (let index = text.indexOf("\n"); index !== -1; index = text.indexOf("\n", index + 1)) this.starts.push(index + 1);
  }

  position(offset: number): Position {
    let low = 0;
    let high = this.starts.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >> 1;
      if ((this.starts[middle] ?? 0) <= offset) low = middle;
      else high = middle - 1;
    }
    return { line: low + 1, column: offset - (this.starts[low] ?? 0) + 1 };
  }

  /** Offset of the start of a 1-based line. */
  lineStart(line: number): number {
    return this.starts[Math.min(Math.max(line, 1), this.starts.length) - 1] ?? 0;
  }
}

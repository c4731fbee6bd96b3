// Reads `npm run preview:diff`'s output line by line into what the Studio shows while it runs: the step it is on
// and, once shooting, how many of the shots are done.
export interface DiffProgress {
  /** The last thing it said it does ("Building base main (1a2b3c4) …", "[3/8] com en / 1440 px: 0.4 %"). */
  step: string;
  shots?: { done: number; total: number };
  /** Its last lines, for the marketer who wants to see more (builds print errors here). */
  lines: string[];
}

export const emptyProgress: DiffProgress = { step: "Starting…", lines: [] };

const keptLines = 40;

export function readDiffLine(progress: DiffProgress, raw: string): DiffProgress {
  const line = raw.trimEnd();
  if (line.trim() === "") return progress;
  const lines = [...progress.lines, line].slice(-keptLines);
  const shot = /^\[(\d+)\/(\d+)\]/.exec(line);
  if (shot) return { step: line, lines, shots: { done: Number(shot[1]), total: Number(shot[2]) } };
  const planned = /: (\d+) shots at /.exec(line);
  if (planned) return { step: line, lines, shots: { done: 0, total: Number(planned[1]) } };
  return { ...progress, step: line, lines };
}

// A file's changed lines between two versions, with two lines around each change and the rest folded: the two sides of
// a push conflict read as removed (theirs) and added (mine) lines, the way a reviewer reads a diff.
import { diffLines } from "@/studio/newsroom/conflict/text-diff";
import styles from "./resolve-conflict.module.css";

const around = 2;

type Line = { kind: "same" | "added" | "removed"; text: string };

function foldedLines(before: string, after: string): (Line | { kind: "fold"; count: number })[] {
  const all: Line[] = diffLines(before, after).flatMap((part) =>
    part.text
      .replace(/\n$/, "")
      .split("\n")
      .map((text) => ({ kind: part.kind, text })),
  );
  const near = (index: number) => all.slice(Math.max(0, index - around), index + around + 1).some((line) => line.kind !== "same");
  const out: (Line | { kind: "fold"; count: number })[] = [];
  all.forEach((line, index) => {
    if (line.kind !== "same" || near(index)) return void out.push(line);
    const last = out.at(-1);
    if (last?.kind === "fold") last.count++;
    else out.push({ kind: "fold", count: 1 });
  });
  return out;
}

export function ChangedLines({ before, after, label }: { before: string; after: string; label: string }) {
  return (
    <div className={styles.text} tabIndex={0} role="region" aria-label={label}>
      {foldedLines(before, after).map((line, index) =>
        line.kind === "fold" ? (
          <div key={index} className={styles.fold}>
            … {line.count} unchanged line{line.count === 1 ? "" : "s"}
          </div>
        ) : line.kind === "removed" ? (
          <del key={index} className={styles.removed}>
            <span className={styles.sign}>−</span>
            <span className="sf-visually-hidden">theirs: </span>
            {line.text}
          </del>
        ) : line.kind === "added" ? (
          <ins key={index} className={styles.added}>
            <span className={styles.sign}>+</span>
            <span className="sf-visually-hidden">mine: </span>
            {line.text}
          </ins>
        ) : (
          <div key={index}>
            <span className={styles.sign}> </span>
            {line.text}
          </div>
        ),
      )}
    </div>
  );
}

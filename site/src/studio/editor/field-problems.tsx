"use client";
// The checker's problems shown under the field they are about (matched by field path).
import { createUsePuck } from "@puckeditor/core";
import type { ReactNode } from "react";
import { useStudioData } from "./studio-context";
import styles from "./studio.module.css";

const usePuck = createUsePuck();

/** Puck's name of a field inside the selected block ("items[0].title", "titleLines[1].value") as a file path. */
export function problemPath(blockIndex: number | undefined, name: string): string {
  const inFile = name.replace(/\[(\d+)\]\.value$/, "[$1]").replace(/\[(\d+)\]\.value\./g, "[$1].");
  return blockIndex === undefined ? inFile : `blocks[${blockIndex}].${inFile}`;
}

export function FieldProblems({ name }: { name: string }) {
  const { problems } = useStudioData();
  const index = usePuck((state) => state.appState.ui.itemSelector?.index);
  const path = problemPath(index, name);
  const own = problems.filter((problem) => problem.path === path);
  if (own.length === 0) return null;
  return (
    <ul className={styles.fieldProblems} data-field-problems={path}>
      {own.map((problem, position) => (
        <li key={position} role="alert">
          <strong>{problem.message}</strong> — {problem.fix}
        </li>
      ))}
    </ul>
  );
}

export function WithProblems({ name, children }: { name: string; children: ReactNode }) {
  return (
    <div>
      {children}
      <FieldProblems name={name} />
    </div>
  );
}

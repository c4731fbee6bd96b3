"use client";
// Every problem the checker finds in the document, as a list in a marketer's words ("Intro › Title, line 1: write the
// text", the field's path only as a detail); choosing one selects its block (on the landing canvas).
import { createUsePuck } from "@puckeditor/core";
import type { Problem } from "@storyfront/content-model";
import { readablePath } from "../translations/readable-path";
import styles from "./studio.module.css";

const usePuck = createUsePuck();

export function ProblemList({ errors, warnings, checked }: { errors: Problem[]; warnings: Problem[]; checked: boolean }) {
  const dispatch = usePuck((state) => state.dispatch);
  // The blocks' types, in order: the problems' places name their blocks.
  const types = usePuck((state) => state.appState.data.content.map((item) => item.type).join(" "));
  const select = (problem: Problem) => {
    const index = /^blocks\[(\d+)\]/.exec(problem.path)?.[1];
    dispatch({ type: "setUi", ui: { itemSelector: index === undefined ? null : { index: Number(index), zone: "root:default-zone" } } });
  };
  const document = { blocks: types.split(" ").map((type) => ({ type })) };
  return <ProblemItems errors={errors} warnings={warnings} checked={checked} onSelect={select} document={document} />;
}

/** What a problem asks for, in a few words where the checker's message has a shorter way to say it. */
const asked = (problem: Problem) => (problem.message === "the text is empty" ? "write the text" : problem.message);

/** The list itself, for any editor: choosing a problem calls onSelect with it. */
export function ProblemItems({
  errors,
  warnings,
  checked,
  onSelect,
  document = {},
}: {
  errors: Problem[];
  warnings: Problem[];
  /** False until the checker's first answer: "No errors" before it would be a promise nobody checked. */
  checked: boolean;
  onSelect: (problem: Problem) => void;
  /** The document the problems are in: its blocks name the places ("Intro › Title, line 1"). */
  document?: Record<string, unknown>;
}) {
  const all = [...errors, ...warnings];
  if (!checked)
    return (
      <section aria-labelledby="studio-problems" aria-busy="true" className={styles.problems}>
        <h2 id="studio-problems" className={styles.panelTitle}>
          Checking…
        </h2>
      </section>
    );
  return (
    <section aria-labelledby="studio-problems" className={styles.problems}>
      <h2 id="studio-problems" className={styles.panelTitle}>
        {errors.length === 0 ? "No errors" : `${errors.length} ${errors.length === 1 ? "error" : "errors"}`}
        {warnings.length > 0 ? `, ${warnings.length} ${warnings.length === 1 ? "warning" : "warnings"}` : ""}
      </h2>
      {all.length > 0 ? (
        <ul className={styles.problemList}>
          {all.map((problem, index) => (
            <li key={index} className={problem.severity === "error" ? styles.error : styles.warning}>
              <button type="button" onClick={() => onSelect(problem)}>
                {problem.path ? readablePath(problem.path, document) : "This file"}: {asked(problem)}
              </button>
              <p>Fix: {problem.fix}</p>
              {problem.path ? (
                <p className={styles.problemPath}>
                  Field <code>{problem.path}</code>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

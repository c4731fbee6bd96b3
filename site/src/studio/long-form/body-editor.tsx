"use client";
// The text below the front matter in a plain monospace text area (Markdown with the registered components and
// <Block id="…" />), with the checker's problems about it by line under it. Choosing one selects its line.
import type { Problem } from "@storyfront/content-model";
import styles from "./page-studio.module.css";

/** Selects a line (1-based) of the text area and scrolls it into view. */
export function selectLine(area: HTMLTextAreaElement, line: number) {
  const lines = area.value.split("\n");
  const at = Math.min(Math.max(line, 1), lines.length) - 1;
  const start = lines.slice(0, at).reduce((sum, text) => sum + text.length + 1, 0);
  area.focus();
  area.setSelectionRange(start, start + (lines[at]?.length ?? 0));
  const lineHeight = parseFloat(getComputedStyle(area).lineHeight) || 20;
  area.scrollTop = Math.max(0, at * lineHeight - area.clientHeight / 2);
}

export interface BodyProblem {
  problem: Problem;
  /** The problem's line within the text (the file's line less the front matter's). */
  line: number;
}

export function BodyEditor({
  name,
  value,
  problems,
  onChange,
}: {
  /** The field the text fills, as the checker names it (body, or sections for a legal page). */
  name: string;
  value: string;
  problems: BodyProblem[];
  onChange: (value: string) => void;
}) {
  const select = (line: number) => {
    const area = document.querySelector<HTMLTextAreaElement>(`textarea[name="${name}"]`);
    if (area) selectLine(area, line);
  };
  return (
    <section aria-labelledby="studio-text" className={styles.text}>
      <label id="studio-text" htmlFor="studio-text-area" className={styles.textTitle}>
        Text (MDX)
      </label>
      <p id="studio-text-help" className={styles.help}>
        Markdown, with <code>&lt;Callout&gt;</code>, <code>&lt;Figure&gt;</code>, <code>&lt;Quote&gt;</code>,{" "}
        <code>&lt;ButtonLink&gt;</code>
        {name === "body" ? (
          <>
            {" "}
            and the placed blocks as <code>&lt;Block id=&quot;…&quot; /&gt;</code>
          </>
        ) : (
          <>; each section starts with ## Heading</>
        )}
        .
      </p>
      <textarea
        id="studio-text-area"
        name={name}
        value={value}
        spellCheck
        aria-describedby="studio-text-help"
        aria-invalid={problems.some(({ problem }) => problem.severity === "error") || undefined}
        onChange={(event) => onChange(event.target.value)}
        className={styles.textArea}
      />
      {problems.length > 0 ? (
        <ul className={styles.textProblems} data-field-problems={name}>
          {problems.map(({ problem, line }, index) => (
            <li key={index} className={problem.severity === "error" ? styles.textError : styles.textWarning}>
              <button type="button" onClick={() => select(line)}>
                Line {line}, column {problem.column}
              </button>
              : <strong>{problem.message}</strong> — {problem.fix}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

"use client";
// A labelled field of the newsroom's form: its error (from the API, in words) right under it and tied to it for
// screen readers; in a translation, the English text beside it.
import { useId, type ReactNode } from "react";
import styles from "./editor.module.css";
import { sentence } from "./field-errors";

type Props = {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: string;
  english?: string | null;
  multiline?: boolean;
  type?: "text" | "number" | "url";
  required?: boolean;
  name?: string;
};

export function TextField({ label, value, onChange, error, hint, english, multiline, type = "text", required, name }: Props) {
  const id = useId();
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : "", english !== undefined ? `${id}-english` : ""]
    .filter(Boolean)
    .join(" ");
  const common = {
    id,
    name,
    value,
    required,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described || undefined,
    className: styles.input,
  };
  return (
    <div className={styles.field} data-field={name}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div className={english !== undefined ? styles.beside : undefined}>
        {multiline ? (
          <textarea {...common} rows={3} onChange={(event) => onChange(event.target.value)} />
        ) : (
          <input {...common} type={type} onChange={(event) => onChange(event.target.value)} />
        )}
        {english !== undefined ? <EnglishText id={`${id}-english`}>{english || "(empty in English)"}</EnglishText> : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {sentence(error)}
        </p>
      ) : null}
    </div>
  );
}

export function EnglishText({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <div id={id} className={styles.english}>
      <span className={styles.englishLabel}>English: </span>
      {children}
    </div>
  );
}

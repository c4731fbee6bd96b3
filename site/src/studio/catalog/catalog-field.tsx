"use client";

import type { ReactNode } from "react";
import styles from "./catalog.module.css";

type Props = {
  /** The field's key in the form's errors (`slug`, `fr.title`); also its id. */
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: ReactNode;
  multiline?: boolean;
  disabled?: boolean;
  inputMode?: "numeric" | "text";
};

/** A labelled input or text area with the API's message for it underneath, tied to it for screen readers. */
export function CatalogField({ name, label, value, onChange, error, hint, multiline = false, disabled = false, inputMode }: Props) {
  const id = `field-${name.replace(/[^A-Za-z0-9_-]/g, "-")}`;
  const described = [hint ? `${id}-hint` : "", error ? `${id}-error` : ""].filter(Boolean).join(" ") || undefined;
  const common = {
    id,
    name,
    value,
    disabled,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": described,
    className: error ? `${styles.input} ${styles.invalid}` : styles.input,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={4} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input {...common} inputMode={inputMode} onChange={(event) => onChange(event.target.value)} />
      )}
      {hint && (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A language's field beside the English source of the same field (shown read-only), for translators. */
export function TranslatedField({ source, language, ...field }: Props & { source: string | null; language: string }) {
  if (source === null) return <CatalogField {...field} />;
  return (
    <div className={styles.pair}>
      <div className={styles.source}>
        <span className={styles.label}>{field.label} — English (source)</span>
        <p className={styles.sourceText}>{source.trim() === "" ? "—" : source}</p>
      </div>
      <CatalogField {...field} label={`${field.label} — ${language}`} />
    </div>
  );
}

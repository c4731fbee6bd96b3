"use client";

import { useEffect, useId, useRef, type ChangeEvent, type InputHTMLAttributes } from "react";
import styles from "./forms.module.css";

/** A labelled input with its error right below it, tied together for screen readers. */
export function TextField({ label, error, ...input }: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  const ref = useRef<HTMLInputElement>(null);
  const adopted = useRef(false);
  const { value, onChange } = input;
  // What a visitor typed before the page's scripts ran is in the field but not in the form's state (React keeps
  // the field's text when it hydrates): hand it over once, or the next render would empty the field.
  useEffect(() => {
    if (adopted.current) return;
    adopted.current = true;
    const element = ref.current;
    if (element && onChange && typeof value === "string" && element.value !== value) {
      onChange({ target: element, currentTarget: element } as ChangeEvent<HTMLInputElement>);
    }
  }, [value, onChange]);
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input ref={ref} id={id} className={styles.input} aria-invalid={error ? true : undefined} aria-describedby={error ? errorId : undefined} {...input} />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

"use client";

import { useTypedBeforeHydration } from "@storyfront/renderer/shared/use-typed-before-hydration.ts";
import { useId, useRef, type ChangeEvent, type InputHTMLAttributes } from "react";
import styles from "./forms.module.css";

/** A labelled input with its error right below it, tied together for screen readers. */
export function TextField({ label, error, ...input }: { label: string; error?: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const errorId = `${id}-error`;
  const ref = useRef<HTMLInputElement>(null);
  const { value, onChange } = input;
  useTypedBeforeHydration(
    ref,
    typeof value === "string" ? value : "",
    // Only a field whose text the form keeps in its state has something to be handed.
    onChange && typeof value === "string"
      ? () => onChange({ target: ref.current!, currentTarget: ref.current! } as ChangeEvent<HTMLInputElement>)
      : undefined,
  );
  return (
    <div>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <input
        ref={ref}
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...input}
      />
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}

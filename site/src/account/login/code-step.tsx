"use client";

import type { FormEvent, ReactNode } from "react";
import { TextField } from "../text-field";
import { SubmitButton } from "../submit-button";
import styles from "../forms.module.css";

type Texts = { title: string; intro: string; label: string; submit: string; sending: string; back: string };

/**
 * The sign-in's second screen: one labelled code field (the authenticator app's code, or the code e-mailed while the
 * account is under attack), focused on arrival, sent with Enter, and a way back to the e-mail and password.
 */
export function CodeStep(props: {
  texts: Texts;
  name: string;
  value: string;
  error?: string;
  problem: ReactNode;
  pending: boolean;
  onChange: (value: string) => void;
  onSubmit: (event: FormEvent) => void;
  onBack: () => void;
}) {
  const { texts, pending } = props;
  return (
    <div className={styles.page}>
      <h1>{texts.title}</h1>
      <p className={styles.intro}>{texts.intro}</p>
      {props.problem}
      <form className={styles.form} onSubmit={props.onSubmit} noValidate>
        <TextField
          label={texts.label}
          name={props.name}
          inputMode="numeric"
          autoComplete="one-time-code"
          autoFocus
          maxLength={12}
          value={props.value}
          onChange={(event) => props.onChange(event.target.value)}
          error={props.error}
        />
        <div className={styles.actions}>
          <SubmitButton pending={pending}>{pending ? texts.sending : texts.submit}</SubmitButton>
          <button type="button" className={styles.linkButton} onClick={props.onBack}>
            {texts.back}
          </button>
        </div>
      </form>
    </div>
  );
}

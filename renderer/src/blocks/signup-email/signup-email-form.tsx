"use client";

import type { BlockOfType } from "@storyfront/schemas";
// The rule's own module, not the package index: the index brings zod into every page's JavaScript.
import { isSignupEmail, signupSalesUrl } from "@storyfront/schemas/content/signup-email";
import { useId, useRef, useState, type FormEvent } from "react";
import { useTypedBeforeHydration } from "../../shared/use-typed-before-hydration";
import styles from "./signup-email.module.css";

/**
 * The form of the sign-up e-mail block: the footer form's rule and behaviour (spec §5). Submit is disabled
 * until the e-mail is valid; an empty or blank e-mail does nothing; a valid one goes to the landing's
 * sales page with e-mail and name. Nothing is sent to a server from here.
 */
export function SignupEmailForm({ block, labels }: { block: BlockOfType<"signupEmail">; labels: { name: string; email: string } }) {
  const id = useId();
  const [name, setName] = useState("");
  const [email, setEmail] = useState("");
  const [pending, setPending] = useState(false);
  const nameField = useRef<HTMLInputElement>(null);
  const emailField = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(nameField, name, setName);
  useTypedBeforeHydration(emailField, email, setEmail);
  const valid = isSignupEmail(email);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim() || !valid || pending) return;
    setPending(true);
    window.location.assign(signupSalesUrl(block.salesHref ?? "/sales", email, name));
  };

  return (
    <form className={styles.panel} onSubmit={onSubmit} noValidate data-block="signupEmail" aria-labelledby={id}>
      <h2 id={id} className={styles.title}>
        {block.title}
      </h2>
      {block.text && <p className={styles.text}>{block.text}</p>}
      <div className={styles.fields}>
        <label className={styles.field}>
          <span className={styles.hidden}>{labels.name}</span>
          <input
            ref={nameField}
            name="name"
            autoComplete="name"
            placeholder={block.namePlaceholder}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span className={styles.hidden}>{labels.email}</span>
          <input
            ref={emailField}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={block.emailPlaceholder}
            value={email}
            aria-invalid={email !== "" && !valid}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <button className={styles.submit} type="submit" disabled={!valid || pending}>
          {block.submit}
        </button>
      </div>
    </form>
  );
}

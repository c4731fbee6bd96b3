"use client";

import { useTypedBeforeHydration } from "@storyfront/renderer/shared/use-typed-before-hydration.ts";
import { useRef, useState, type FormEvent } from "react";
import type { IslandTexts } from "@/i18n/island-texts";
import buttons from "@/styles/buttons.module.css";
import { isSignupEmail, salesUrl } from "./signup-email";
import styles from "./footer.module.css";

/**
 * The footer's e-mail sign-up (spec §2.4, §5): name and e-mail, submit disabled until the e-mail
 * passes the rule; a valid submit goes to the localized /sales with both as query parameters.
 * Nothing is sent to a server from here.
 */
export function NewsletterForm({
  salesPath,
  texts,
}: {
  salesPath: string;
  texts: IslandTexts<"newsletterTitle" | "name" | "namePlaceholder" | "email" | "emailPlaceholder" | "submit">;
}) {
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
    window.location.assign(salesUrl(salesPath, email, name));
  };

  return (
    <form className={styles.newsletter} onSubmit={onSubmit} aria-labelledby="footer-newsletter-title" noValidate>
      <h2 id="footer-newsletter-title" className={styles.newsletterTitle}>
        {texts.newsletterTitle}
      </h2>
      <div className={styles.newsletterFields}>
        <label className={styles.field}>
          <span className="sf-visually-hidden">{texts.name}</span>
          <input
            ref={nameField}
            name="name"
            autoComplete="name"
            placeholder={texts.namePlaceholder}
            value={name}
            onChange={(event) => setName(event.target.value)}
          />
        </label>
        <label className={styles.field}>
          <span className="sf-visually-hidden">{texts.email}</span>
          <input
            ref={emailField}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder={texts.emailPlaceholder}
            value={email}
            aria-invalid={email !== "" && !valid}
            onChange={(event) => setEmail(event.target.value)}
          />
        </label>
        <button className={`${buttons.button} ${styles.submit}`} type="submit" disabled={!valid || pending}>
          {texts.submit}
        </button>
      </div>
    </form>
  );
}

"use client";
// Island: the enterprise form (spec §3). Values stay in the inputs on failure, API field errors show next to
// their fields, one request at a time with one Idempotency-Key per body, so a double click makes one lead.
import { useRef, useState, type FormEvent, type ReactNode } from "react";
import { newIdempotencyKey, submitEnterpriseLead, type EnterpriseField, type FieldProblem, type SubmitOutcome } from "./submit-lead";
import styles from "./enterprise-form.module.css";
import { useHydrated } from "@/ui/use-hydrated";
import { formatMessage } from "@/i18n/format-message";
import type { CompiledMessage } from "icu-minify/format";

export interface EnterpriseFormTexts {
  firstName: string;
  lastName: string;
  workEmail: string;
  productName: string;
  productLink: string;
  productLinkHint: string;
  submit: string;
  sending: string;
  successTitle: string;
  successText: string;
  serverError: string;
  clientError: string;
  /** "Too many requests … try again in {minutes}": filled in here, where the wait is known. */
  throttled: CompiledMessage;
  errors: Record<"blank" | "email" | "corporateEmail" | "pattern" | "agreement", string>;
}

type TextField = Exclude<EnterpriseField, "agreement">;
const textFields: { name: TextField; type: string; autoComplete: string }[] = [
  { name: "firstName", type: "text", autoComplete: "given-name" },
  { name: "lastName", type: "text", autoComplete: "family-name" },
  { name: "workEmail", type: "email", autoComplete: "work email" },
  { name: "productName", type: "text", autoComplete: "organization" },
  { name: "productLink", type: "text", autoComplete: "url" },
];

export function EnterpriseForm({ texts, agreement, locale }: { texts: EnterpriseFormTexts; agreement: ReactNode; locale: string }) {
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<SubmitOutcome | null>(null);
  const inFlight = useRef(false);
  // The same body keeps its key, so a retry after a lost answer is recognised by the API as the same lead.
  const lastAttempt = useRef<{ body: string; key: string } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  // Sent natively before the page hydrates, the form would put the visitor's details in the URL.
  const hydrated = useHydrated();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const data = new FormData(event.currentTarget);
    const value = (name: TextField) => String(data.get(name) ?? "").trim();
    const lead = {
      kind: "enterprise" as const,
      firstName: value("firstName"),
      lastName: value("lastName"),
      workEmail: value("workEmail"),
      productName: value("productName"),
      productLink: value("productLink"),
      agreement: data.get("agreement") === "on",
      page: window.location.pathname,
    };
    const body = JSON.stringify(lead);
    const key = lastAttempt.current?.body === body ? lastAttempt.current.key : newIdempotencyKey();
    lastAttempt.current = { body, key };
    inFlight.current = true;
    setPending(true);
    // agreement false is refused by the API with a field error, like any other invalid value.
    const result = await submitEnterpriseLead(lead as Parameters<typeof submitEnterpriseLead>[0], key, locale);
    inFlight.current = false;
    setPending(false);
    setOutcome(result);
    if (result.status === "invalid") {
      const first = (Object.keys(result.fields) as EnterpriseField[])[0];
      if (first) formRef.current?.querySelector<HTMLElement>(`[name="${first}"]`)?.focus();
    }
  }

  if (outcome?.status === "sent") {
    return (
      <div className={styles.success} role="status">
        <h3 className={styles.successTitle}>{texts.successTitle}</h3>
        <p>{texts.successText}</p>
      </div>
    );
  }

  const problems = outcome?.status === "invalid" ? outcome.fields : {};
  const message = (problem: FieldProblem) => ("key" in problem ? texts.errors[problem.key] : problem.text);
  const errorId = (name: EnterpriseField) => `enterprise-${name}-error`;

  return (
    <form ref={formRef} className={styles.form} onSubmit={onSubmit} aria-busy={pending}>
      {textFields.map(({ name, type, autoComplete }) => {
        const problem = problems[name];
        return (
          <div key={name} className={name === "firstName" || name === "lastName" ? styles.half : styles.field}>
            <label className={styles.label} htmlFor={`enterprise-${name}`}>
              {texts[name]}
            </label>
            <input
              id={`enterprise-${name}`}
              className={styles.input}
              name={name}
              type={type}
              autoComplete={autoComplete}
              required
              maxLength={name === "productLink" ? 500 : 200}
              aria-invalid={problem ? true : undefined}
              aria-describedby={
                [problem ? errorId(name) : "", name === "productLink" ? "enterprise-productLink-hint" : ""].filter(Boolean).join(" ") ||
                undefined
              }
            />
            {name === "productLink" && (
              <p id="enterprise-productLink-hint" className={styles.hint}>
                {texts.productLinkHint}
              </p>
            )}
            {problem && (
              <p id={errorId(name)} className={styles.error}>
                {message(problem)}
              </p>
            )}
          </div>
        );
      })}
      <div className={styles.field}>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name="agreement"
            required
            aria-invalid={problems.agreement ? true : undefined}
            aria-describedby={problems.agreement ? errorId("agreement") : undefined}
          />
          <span>{agreement}</span>
        </label>
        {problems.agreement && (
          <p id={errorId("agreement")} className={styles.error}>
            {message(problems.agreement)}
          </p>
        )}
      </div>
      {outcome?.status === "failed" && (
        <p className={styles.formError} role="alert">
          {outcome.reason === "server" ? texts.serverError : texts.clientError}
        </p>
      )}
      {outcome?.status === "throttled" && (
        <p className={styles.formError} role="alert">
          {formatMessage(texts.throttled, locale, { minutes: outcome.minutes })}
        </p>
      )}
      <div className={styles.field}>
        <button type="submit" className={styles.submit} disabled={pending || !hydrated}>
          {pending ? texts.sending : texts.submit}
        </button>
      </div>
    </form>
  );
}

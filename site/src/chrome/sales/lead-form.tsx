"use client";

import { useTypedBeforeHydration } from "@storyfront/renderer/shared/use-typed-before-hydration.ts";
import { useEffect, useRef, useState, type FormEvent } from "react";
import buttons from "@/styles/buttons.module.css";
import { randomKey } from "./random-key";
import styles from "./sales.module.css";
import { callSiteRoute } from "@/api-client/site-route";
import { useHydrated } from "@/ui/use-hydrated";
import { formatMessage } from "@/i18n/format-message";
import type { Locale } from "@/i18n/locales";
import type { LeadFormTexts } from "./sales-texts";

type Values = { email: string; name: string; website: string };
type Status =
  | { state: "idle" | "sending" }
  | { state: "sent"; email: string }
  | { state: "failed"; message: string; fields: Partial<Record<keyof Values, string>> };

/** What a refused request shows: the server error, the limit of leads per address with its wait, or check the fields. */
function failureText(response: Response, texts: LeadFormTexts, locale: Locale): string {
  if (response.status === 429) {
    const minutes = Math.max(1, Math.ceil((Number(response.headers.get("retry-after")) || 3600) / 60));
    return formatMessage(texts.throttled, locale, { minutes });
  }
  return response.status >= 500 ? texts.serverError : texts.failure;
}

/**
 * The demo request form (spec §2.6): e-mail (required), name, website. It posts to the same-origin
 * lead handler with an Idempotency-Key that stays the same while the values do, so a double click
 * or a retry after a lost answer stores one lead. On failure the values stay for another try; a 429 (too many leads
 * from the visitor's address) says the request was not sent and when to try again.
 * `?email=` and `?name=` (the footer sign-up leads here) fill the fields the visitor left empty.
 */
export function LeadForm({ locale, texts }: { locale: Locale; texts: LeadFormTexts }) {
  const [values, setValues] = useState<Values>({ email: "", name: "", website: "" });
  const setField = (name: keyof Values) => (value: string) => setValues((current) => ({ ...current, [name]: value }));
  const inputs = { email: useRef<HTMLInputElement>(null), name: useRef<HTMLInputElement>(null), website: useRef<HTMLInputElement>(null) };
  useTypedBeforeHydration(inputs.email, values.email, setField("email"));
  useTypedBeforeHydration(inputs.name, values.name, setField("name"));
  useTypedBeforeHydration(inputs.website, values.website, setField("website"));
  // The query is known only in the browser: read after hydration (after the typed text above, which wins), as a
  // static page cannot render it and a Suspense bail-out would replace a form the visitor had already typed into.
  useEffect(() => {
    const query = new URLSearchParams(window.location.search);
    setValues((current) => ({
      ...current,
      email: current.email || (query.get("email") ?? ""),
      name: current.name || (query.get("name") ?? ""),
    }));
  }, []);
  const [status, setStatus] = useState<Status>({ state: "idle" });
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const inFlight = useRef(false);
  // Until the form is live a click would submit it natively (a GET with the e-mail in the URL).
  const live = useHydrated();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ state: "sending" });
    try {
      const body = JSON.stringify({
        kind: "demo",
        email: values.email.trim(),
        name: values.name.trim(),
        ...(values.website.trim() ? { website: values.website.trim() } : {}),
        page: window.location.pathname,
      });
      if (attempt.current?.body !== body) attempt.current = { body, key: randomKey() };
      const response = await callSiteRoute("/api/lead", {
        method: "POST",
        headers: { "content-type": "application/json", lang: locale, "idempotency-key": attempt.current.key },
        body,
      });
      if (response.ok) {
        setStatus({ state: "sent", email: values.email.trim() });
        return;
      }
      const answer = (await response.json().catch(() => ({}))) as { errors?: { field: string; message: string }[] };
      const fields = Object.fromEntries((answer.errors ?? []).map((error) => [error.field, error.message]));
      setStatus({ state: "failed", message: failureText(response, texts, locale), fields });
    } catch {
      setStatus({ state: "failed", message: texts.serverError, fields: {} });
    } finally {
      inFlight.current = false;
    }
  };

  if (status.state === "sent") {
    return (
      <div className={styles.sent} role="status">
        <p>{formatMessage(texts.success, locale, { email: status.email })}</p>
      </div>
    );
  }
  const fieldError = (name: keyof Values) => (status.state === "failed" ? status.fields[name] : undefined);
  const field = (name: keyof Values, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => (
    <label className={styles.field}>
      <span>{label}</span>
      <input
        ref={inputs[name]}
        name={name}
        value={values[name]}
        onChange={(event) => setField(name)(event.target.value)}
        aria-invalid={fieldError(name) ? true : undefined}
        aria-describedby={fieldError(name) ? `lead-${name}-error` : undefined}
        {...props}
      />
      {fieldError(name) && (
        <span id={`lead-${name}-error`} className={styles.fieldError}>
          {fieldError(name)}
        </span>
      )}
    </label>
  );
  const sending = status.state === "sending";
  return (
    <form className={styles.form} onSubmit={onSubmit} aria-labelledby="lead-form-title" aria-busy={sending}>
      <h2 id="lead-form-title">{texts.formTitle}</h2>
      {field("email", texts.email, { type: "email", required: true, autoComplete: "email" })}
      {field("name", texts.name, { required: true, autoComplete: "name" })}
      {field("website", texts.website, { type: "text", inputMode: "url", autoComplete: "url" })}
      {status.state === "failed" && (
        <p className={styles.formError} role="alert">
          {status.message}
        </p>
      )}
      <button className={`${buttons.button} ${styles.submit}`} type="submit" disabled={sending || !live}>
        {sending ? texts.sending : texts.submit}
      </button>
      <p className={styles.agreement}>{texts.agreement}</p>
    </form>
  );
}

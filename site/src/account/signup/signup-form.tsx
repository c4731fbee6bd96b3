"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { isSignupEmail } from "@/chrome/footer/signup-email";
import { localePath } from "@/i18n/locale-path";
import { isLocale } from "@/i18n/locales";
import buttons from "@/styles/buttons.module.css";
import { readFieldErrors, type FieldErrors } from "../field-errors";
import { fieldText } from "../field-text";
import { callSite } from "@/api-client/call-site";
import { TextField } from "../text-field";
import { FormAlert } from "../form-alert";
import styles from "../forms.module.css";
import { useCountdown } from "./countdown";
import { SubmitButton } from "../submit-button";

const fieldNames = ["firstName", "lastName", "email", "companyName", "companyDomain"] as const;
type Values = Record<(typeof fieldNames)[number], string>;
const empty: Values = { firstName: "", lastName: "", email: "", companyName: "", companyDomain: "" };

/** Whole minutes of a 429's Retry-After seconds, at least 1 (the API limits sign-ups per hour). */
const minutesOf = (retryAfter: number | null) => Math.max(1, Math.ceil((retryAfter ?? 3600) / 60));

/**
 * Sign-up (spec §3, §4): the five fields, Processing... while sending, then "confirmation e-mail sent" with a
 * Resend button that waits for the API's countdown. The API answers the same for any address, so this page
 * never learns (or shows) whether the address already had an account.
 */
export function SignupForm() {
  const t = useTranslations("Account.signup");
  const v = useTranslations("Account.validation");
  const current = useLocale();
  const locale = isLocale(current) ? current : "en";
  const [values, setValues] = useState<Values>(empty);
  const [fields, setFields] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sent, setSent] = useState<{ email: string; wait: number; round: number; resent: boolean } | null>(null);
  const left = useCountdown(sent?.wait ?? 0, sent?.round ?? 0);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const trimmed = Object.fromEntries(fieldNames.map((name) => [name, values[name].trim()])) as Values;
    const local: FieldErrors = {};
    for (const name of fieldNames) if (!trimmed[name]) local[name] = { key: "blank" };
    if (trimmed.email && !isSignupEmail(trimmed.email)) local.email = { key: "email" };
    setFields(local);
    setProblem(null);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      const answer = await callSite("signup", { lang: locale, body: trimmed });
      if (answer.status === 202) {
        setSent({ email: answer.body.email, wait: answer.body.resendIn, round: 1, resent: false });
      } else if (answer.status === 422) {
        setFields(readFieldErrors(answer.body).fields);
        setProblem(t("fixFields"));
      } else if (answer.status === 429) setProblem(t("throttled", { minutes: minutesOf(answer.retryAfter) }));
      else setProblem(t("failed"));
    } catch {
      setProblem(t("failed"));
    } finally {
      setPending(false);
    }
  };

  const resend = async () => {
    if (!sent || pending || left > 0) return;
    setPending(true);
    setProblem(null);
    try {
      const answer = await callSite("signupResend", { lang: locale, body: { email: sent.email } });
      if (answer.status === 202) setSent({ ...sent, wait: answer.body.resendIn, round: sent.round + 1, resent: true });
      else if (answer.status === 429) {
        // The countdown of the last e-mail (seconds) or the sign-up limit (up to an hour): wait, and say why.
        setSent({ ...sent, wait: answer.retryAfter ?? 60, round: sent.round + 1 });
        setProblem(t("throttled", { minutes: minutesOf(answer.retryAfter) }));
      } else setProblem(t("failed"));
    } catch {
      setProblem(t("failed"));
    } finally {
      setPending(false);
    }
  };

  const problemBox = problem && <FormAlert>{problem}</FormAlert>;

  if (sent) {
    return (
      <div className={styles.page}>
        <h1>{t("sentTitle")}</h1>
        <p className={styles.notice} role="status">
          {sent.resent ? t("resent", { email: sent.email }) : t("sent", { email: sent.email })}
        </p>
        {problemBox}
        <div className={styles.actions}>
          <button
            type="button"
            className={buttons.button}
            onClick={resend}
            disabled={pending || left > 0}
            aria-busy={pending}
            aria-describedby="resend-countdown"
          >
            {pending ? t("sending") : t("resend")}
          </button>
        </div>
        <p id="resend-countdown" className={styles.hint} aria-live="polite" data-testid="resend-countdown">
          {left > 0 ? t("resendIn", { seconds: left }) : ""}
        </p>
      </div>
    );
  }

  const field = (name: (typeof fieldNames)[number], extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField
      label={t(name)}
      name={name}
      value={values[name]}
      onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))}
      error={fieldText(v, fields[name])}
      {...extra}
    />
  );

  return (
    <div className={styles.page}>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      {problemBox}
      <form className={styles.form} onSubmit={submit} noValidate data-testid="signup-form">
        <div className={styles.row}>
          {field("firstName", { autoComplete: "given-name" })}
          {field("lastName", { autoComplete: "family-name" })}
        </div>
        {field("email", { type: "email", autoComplete: "email" })}
        {field("companyName", { autoComplete: "organization" })}
        <div>
          {field("companyDomain", { autoComplete: "url", inputMode: "url" })}
          <p className={styles.hint}>{t("companyDomainHint")}</p>
        </div>
        <div className={styles.actions}>
          <SubmitButton pending={pending}>{pending ? t("sending") : t("submit")}</SubmitButton>
        </div>
      </form>
      <p className={styles.links}>
        <span>{t("haveAccount")}</span> <a href={localePath(locale, "/login")}>{t("signIn")}</a>
      </p>
    </div>
  );
}

"use client";

import { useLocale, useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { isSignupEmail } from "@/chrome/footer/signup-email";
import { localePath } from "@/i18n/locale-path";
import { isLocale } from "@/i18n/locales";
import { readFieldErrors, type FieldErrors } from "../field-errors";
import { fieldText } from "../field-text";
import { callSite } from "@/api-client/call-site";
import { TextField } from "../text-field";
import { FormAlert } from "../form-alert";
import styles from "../forms.module.css";
import { SubmitButton } from "../submit-button";

/** /forgot-password: asks for a reset link. The API answers the same for every address, and so does this page. */
export function ForgotForm() {
  const t = useTranslations("Account.forgot");
  const v = useTranslations("Account.validation");
  const failedText = useTranslations("Account.signup")("failed");
  const current = useLocale();
  const locale = isLocale(current) ? current : "en";
  const [email, setEmail] = useState("");
  const [fields, setFields] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const value = email.trim();
    const local: FieldErrors = !value ? { email: { key: "blank" } } : isSignupEmail(value) ? {} : { email: { key: "email" } };
    setFields(local);
    setProblem(null);
    if (Object.keys(local).length > 0) return;
    setPending(true);
    try {
      const answer = await callSite("passwordReset", { lang: locale, body: { email: value } });
      if (answer.status === 202) setSentTo(value);
      else if (answer.status === 422) setFields(readFieldErrors(answer.body).fields);
      else setProblem(failedText);
    } catch {
      setProblem(failedText);
    } finally {
      setPending(false);
    }
  };

  return (
    <div className={styles.page}>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      {sentTo && (
        <p className={styles.notice} role="status">
          {t("sent", { email: sentTo })}
        </p>
      )}
      {problem && <FormAlert>{problem}</FormAlert>}
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t("email")}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldText(v, fields.email)}
        />
        <div className={styles.actions}>
          <SubmitButton pending={pending}>{pending ? t("sending") : t("submit")}</SubmitButton>
        </div>
      </form>
      <p className={styles.links}>
        <a href={localePath(locale, "/login")}>{t("back")}</a>
      </p>
    </div>
  );
}

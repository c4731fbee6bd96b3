"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { Locale } from "@/i18n/locales";
import { goSignIn } from "../account-area";
import { readFieldErrors, type FieldErrors } from "../field-errors";
import { fieldText } from "../field-text";
import { CurrentPasswordField } from "../password/current-password-field";
import { callSite } from "@/api-client/call-site";
import { TextField } from "../text-field";
import { FormAlert } from "../form-alert";
import styles from "../forms.module.css";
import { SubmitButton } from "../submit-button";

type Status =
  { kind: "idle" | "sending" | "invalid" | "failed" } | { kind: "sent"; email: string } | { kind: "throttled"; minutes: number };

/**
 * Change e-mail on /profile (POST /profile/email): the new address and the current password. The API answers the
 * same for any address, so the page only says a link went to it; the address changes when that link is followed.
 */
export function EmailSection({ email, locale }: { email: string; locale: Locale }) {
  const t = useTranslations("Account.email");
  const v = useTranslations("Account.validation");
  const throttled = useTranslations("Account.login");
  const reload = useTranslations("Account")("reload");
  const [newEmail, setNewEmail] = useState("");
  const [currentPassword, setCurrentPassword] = useState("");
  const [fields, setFields] = useState<FieldErrors>({});
  const [status, setStatus] = useState<Status>({ kind: "idle" });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status.kind === "sending") return;
    const local: FieldErrors = {
      ...(newEmail.trim() ? {} : { email: { key: "blank" } }),
      ...(currentPassword ? {} : { currentPassword: { key: "blank" } }),
    };
    setFields(local);
    if (Object.keys(local).length > 0) {
      setStatus({ kind: "invalid" });
      return;
    }
    setStatus({ kind: "sending" });
    try {
      const answer = await callSite("emailChange", { lang: locale, body: { email: newEmail.trim(), currentPassword } });
      if (answer.status === 401) return goSignIn(locale);
      if (answer.status === 202) {
        setNewEmail("");
        setCurrentPassword("");
        setStatus({ kind: "sent", email: newEmail.trim() });
        return;
      }
      if (answer.status === 422) {
        setFields(readFieldErrors(answer.body).fields);
        setStatus({ kind: "invalid" });
        return;
      }
      if (answer.status === 429) {
        setStatus({ kind: "throttled", minutes: Math.max(1, Math.ceil((answer.retryAfter ?? 60) / 60)) });
        return;
      }
      setStatus({ kind: "failed" });
    } catch {
      setStatus({ kind: "failed" });
    }
  };

  return (
    <section className={styles.section} aria-labelledby="email-title">
      <h2 id="email-title">{t("title")}</h2>
      <p className={styles.intro}>
        {t("current")} <strong data-testid="current-email">{email}</strong>
      </p>
      <p className={styles.intro}>{t("intro")}</p>
      {status.kind === "sent" && (
        <p className={styles.notice} role="status">
          {t("sent", { email: status.email })}
        </p>
      )}
      {status.kind === "invalid" && <FormAlert>{t("fixFields")}</FormAlert>}
      {status.kind === "throttled" && <FormAlert>{throttled("throttled", { minutes: status.minutes })}</FormAlert>}
      {status.kind === "failed" && <FormAlert>{reload}</FormAlert>}
      <form className={styles.form} onSubmit={submit} noValidate data-testid="email-form">
        <TextField
          label={t("newEmail")}
          name="email"
          type="email"
          autoComplete="email"
          value={newEmail}
          onChange={(event) => setNewEmail(event.target.value)}
          error={fieldText(v, fields.email)}
        />
        <CurrentPasswordField
          label={t("currentPassword")}
          value={currentPassword}
          onChange={setCurrentPassword}
          error={fieldText(v, fields.currentPassword)}
        />
        <div className={styles.actions}>
          <SubmitButton pending={status.kind === "sending"}>{status.kind === "sending" ? t("sending") : t("submit")}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

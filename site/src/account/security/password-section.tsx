"use client";

import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import type { Locale } from "@/i18n/locales";
import { goSignIn } from "../account-area";
import { readFieldErrors, type FieldErrors } from "../field-errors";
import { fieldText } from "../field-text";
import { checkNewPassword } from "../password/password-check";
import { NewPasswordFields } from "../password/new-password-fields";
import { CurrentPasswordField } from "../password/current-password-field";
import { callSite } from "@/api-client/call-site";
import { FormAlert } from "../form-alert";
import styles from "../forms.module.css";
import { SubmitButton } from "../submit-button";

/** Change password on /profile: the current one, then the new one twice (PUT /profile/password). */
export function PasswordSection({ locale }: { locale: Locale }) {
  const t = useTranslations("Account.security");
  const v = useTranslations("Account.validation");
  const reload = useTranslations("Account")("reload");
  const [currentPassword, setCurrentPassword] = useState("");
  const [password, setPassword] = useState("");
  const [repeat, setRepeat] = useState("");
  const [fields, setFields] = useState<FieldErrors>({});
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "failed">("idle");

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (status === "saving") return;
    const local: FieldErrors = { ...(currentPassword ? {} : { currentPassword: { key: "blank" } }), ...checkNewPassword(password, repeat) };
    setFields(local);
    if (Object.keys(local).length > 0) {
      setStatus("idle");
      return;
    }
    setStatus("saving");
    try {
      const answer = await callSite("passwordChange", { lang: locale, body: { currentPassword, password, passwordRepeat: repeat } });
      if (answer.status === 401) return goSignIn(locale);
      if (answer.status === 204) {
        setCurrentPassword("");
        setPassword("");
        setRepeat("");
        setStatus("saved");
        return;
      }
      if (answer.status === 422) {
        setFields(readFieldErrors(answer.body).fields);
        setStatus("idle");
        return;
      }
      setStatus("failed");
    } catch {
      setStatus("failed");
    }
  };

  return (
    <section className={styles.section} aria-labelledby="password-title">
      <h2 id="password-title">{t("passwordTitle")}</h2>
      {status === "saved" && (
        <p className={styles.notice} role="status">
          {t("passwordSaved")}
        </p>
      )}
      {status === "failed" && <FormAlert>{reload}</FormAlert>}
      <form className={styles.form} onSubmit={submit} noValidate data-testid="password-form">
        <CurrentPasswordField
          label={t("currentPassword")}
          value={currentPassword}
          onChange={setCurrentPassword}
          error={fieldText(v, fields.currentPassword)}
        />
        <NewPasswordFields password={password} repeat={repeat} onPassword={setPassword} onRepeat={setRepeat} fields={fields} />
        <div className={styles.actions}>
          <SubmitButton pending={status === "saving"}>{status === "saving" ? t("saving") : t("passwordSubmit")}</SubmitButton>
        </div>
      </form>
    </section>
  );
}

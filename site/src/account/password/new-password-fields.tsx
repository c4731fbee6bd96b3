"use client";

import { useTranslations } from "next-intl";
import type { FieldErrors } from "../field-errors";
import { fieldText } from "../field-text";
import { TextField } from "../text-field";
import styles from "../forms.module.css";

/** "New password" and "Repeat new password" (spec §3), with the rule said up front and each error at its field. */
export function NewPasswordFields({
  password,
  repeat,
  onPassword,
  onRepeat,
  fields,
}: {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  fields: FieldErrors;
}) {
  const t = useTranslations("Account.newPassword");
  const v = useTranslations("Account.validation");
  return (
    <>
      <div>
        <TextField
          label={t("password")}
          name="password"
          type="password"
          autoComplete="new-password"
          value={password}
          onChange={(event) => onPassword(event.target.value)}
          error={fieldText(v, fields.password)}
        />
        <p className={styles.hint}>{t("rule")}</p>
      </div>
      <TextField
        label={t("repeat")}
        name="passwordRepeat"
        type="password"
        autoComplete="new-password"
        value={repeat}
        onChange={(event) => onRepeat(event.target.value)}
        error={fieldText(v, fields.passwordRepeat)}
      />
    </>
  );
}

"use client";

import { callSiteRoute } from "@/api-client/site-route";
import type { AuthUser } from "@storyfront/schemas";
import Cookies from "js-cookie";
import { useTranslations } from "next-intl";
import { useState, type FormEvent } from "react";
import { useDomain } from "@/domain/domain-context";
import { localePath } from "@/i18n/locale-path";
import { isLocale, localeCookie, type Locale } from "@/i18n/locales";
import { showSessionUser } from "@/session/use-session";
import { goSignIn } from "../account-area";
import { readFieldErrors, type FieldErrors } from "../field-errors";
import { fieldText } from "../field-text";
import { TextField } from "../text-field";
import { FormAlert } from "../form-alert";
import styles from "../forms.module.css";
import { SubmitButton } from "../submit-button";

// Not the e-mail: it changes with the password and a confirmed link (../email/email-section.tsx).
type Values = Pick<AuthUser, "firstName" | "lastName" | "username" | "disableAllNotification" | "locale">;

const valuesOf = (user: AuthUser): Values => ({
  firstName: user.firstName,
  lastName: user.lastName,
  username: user.username,
  disableAllNotification: user.disableAllNotification,
  locale: user.locale,
});

/**
 * The fields spec §3 lets a user set, saved with PUT /profile. The API's field errors show at their
 * field in the catalogue's words, and what was typed stays. After saving, the session (and with it the
 * header) is updated; a new language is stored in the locale cookie and the page opens in it.
 */
export function ProfileForm({ user, locale }: { user: AuthUser; locale: Locale }) {
  const t = useTranslations("Account.profile");
  const v = useTranslations("Account.validation");
  const account = useTranslations("Account");
  const languages = useTranslations("Account.languages");
  const domain = useDomain();
  const [values, setValues] = useState<Values>(() => valuesOf(user));
  const [fields, setFields] = useState<FieldErrors>({});
  const [status, setStatus] = useState<"idle" | "saving" | "saved" | "invalid" | "failed">("idle");
  const locales = domain.availableLocales.includes(values.locale) ? domain.availableLocales : [...domain.availableLocales, values.locale];

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    if (status === "saved") setStatus("idle");
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (status === "saving") return;
    setStatus("saving");
    try {
      const response = await callSiteRoute("/api/profile", {
        method: "PUT",
        headers: { "content-type": "application/json", lang: locale },
        body: JSON.stringify(values),
      });
      if (response.status === 401) return goSignIn(locale);
      const body: unknown = await response.json().catch(() => null);
      if (response.status === 422) {
        setFields(readFieldErrors(body).fields);
        setStatus("invalid");
        return;
      }
      if (!response.ok) {
        setStatus("failed");
        return;
      }
      const saved = body as AuthUser;
      setFields({});
      setValues(valuesOf(saved));
      showSessionUser(saved);
      setStatus("saved");
      if (saved.locale !== locale && isLocale(saved.locale) && domain.availableLocales.includes(saved.locale)) {
        Cookies.set(localeCookie.name, saved.locale, { expires: 365, path: "/", sameSite: "lax" });
        window.location.assign(localePath(saved.locale, "/profile"));
      }
    } catch {
      setStatus("failed");
    }
  };

  const text = (key: keyof Values) => fieldText(v, fields[key]);

  return (
    <>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      {status === "saved" && (
        <p className={styles.notice} role="status">
          {t("saved")}
        </p>
      )}
      {status === "invalid" && <FormAlert>{t("fixFields")}</FormAlert>}
      {status === "failed" && <FormAlert>{account("reload")}</FormAlert>}
      <form className={styles.form} onSubmit={save} noValidate data-testid="profile-form">
        <div className={styles.row}>
          <TextField
            label={t("firstName")}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(e) => set("firstName", e.target.value)}
            error={text("firstName")}
          />
          <TextField
            label={t("lastName")}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(e) => set("lastName", e.target.value)}
            error={text("lastName")}
          />
        </div>
        <TextField
          label={t("username")}
          name="username"
          autoComplete="username"
          value={values.username}
          onChange={(e) => set("username", e.target.value)}
          error={text("username")}
        />
        <div>
          <label className={styles.label} htmlFor="profile-locale">
            {t("locale")}
          </label>
          <select
            id="profile-locale"
            name="locale"
            className={styles.input}
            value={values.locale}
            onChange={(e) => set("locale", e.target.value as Values["locale"])}
          >
            {locales.map((code) => (
              <option key={code} value={code}>
                {languages(code)}
              </option>
            ))}
          </select>
          {fields.locale && <p className={styles.error}>{text("locale")}</p>}
        </div>
        <label className={styles.checkbox}>
          <input
            type="checkbox"
            name="disableAllNotification"
            checked={values.disableAllNotification}
            onChange={(e) => set("disableAllNotification", e.target.checked)}
          />
          {t("disableAllNotification")}
        </label>
        <div className={styles.actions}>
          <SubmitButton pending={status === "saving"}>{status === "saving" ? t("saving") : t("save")}</SubmitButton>
        </div>
      </form>
    </>
  );
}

"use client";

import { useLocale, useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import { isLocale } from "@/i18n/locales";
import { reloadSession } from "@/session/use-session";
import { callSite } from "@/api-client/call-site";
import { FormAlert } from "../form-alert";
import { LinkDone } from "../link-done";
import styles from "../forms.module.css";
import { SubmitButton } from "../submit-button";

/**
 * The page the e-mail change link opens (`?token=…`). Opening it changes nothing: the visitor presses the button
 * (a same-origin POST), so a mail scanner that fetches links cannot confirm for them. The change signs the account
 * out everywhere, this browser included, so the page then leads to sign-in with the new address.
 */
export function ConfirmEmail() {
  const t = useTranslations("Account.emailConfirm");
  const link = useTranslations("Account.link");
  const failedText = useTranslations("Account.signup")("failed");
  const current = useLocale();
  const locale = isLocale(current) ? current : "en";
  const [token, setToken] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [email, setEmail] = useState<string | null>(null);

  useEffect(() => {
    const value = new URLSearchParams(window.location.search).get("token")?.trim() ?? "";
    setToken(value);
    if (!value) setProblem(link("noToken"));
  }, [link]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending || !token) return;
    setProblem(null);
    setPending(true);
    try {
      const answer = await callSite("emailChangeConfirm", { lang: locale, body: { token } });
      if (answer.status === 200) {
        setEmail(answer.body.email);
        await reloadSession();
      } else if (answer.status === 404) setProblem(link("tokenNotFound", { token }));
      else if (answer.status === 409) setProblem(t("taken"));
      else setProblem(failedText);
    } catch {
      setProblem(failedText);
    } finally {
      setPending(false);
    }
  };

  if (email !== null) {
    return <LinkDone title={t("title")} done={t("done", { email })} signIn={t("signIn")} locale={locale} />;
  }

  return (
    <div className={styles.page}>
      <h1>{t("title")}</h1>
      <p className={styles.intro}>{t("intro")}</p>
      {problem && <FormAlert testId="link-problem">{problem}</FormAlert>}
      {token !== "" && (
        <form className={styles.form} onSubmit={submit} noValidate>
          <div className={styles.actions}>
            <SubmitButton pending={pending}>{pending ? t("sending") : t("submit")}</SubmitButton>
          </div>
        </form>
      )}
    </div>
  );
}

"use client";

import type { TwoFactorSetup } from "@storyfront/schemas";
import { useTranslations } from "next-intl";
import { useEffect, useState, type FormEvent } from "react";
import type { Locale } from "@/i18n/locales";
import buttons from "@/styles/buttons.module.css";
import { goSignIn } from "../account-area";
import { readFieldErrors, type FieldErrors } from "../field-errors";
import { fieldText } from "../field-text";
import { callSite, type SiteAnswer } from "@/api-client/call-site";
import { TextField } from "../text-field";
import { FormAlert } from "../form-alert";
import styles from "../forms.module.css";
import { SubmitButton } from "../submit-button";

type State = { kind: "loading" } | { kind: "off" } | { kind: "setup"; setup: TwoFactorSetup } | { kind: "on" };

/**
 * Two-factor sign-in on /profile: turning it on shows a new key and its otpauth link for the authenticator app,
 * and becomes active only with a code the app shows for it; turning it off also takes a current code.
 */
export function TwoFactorSection({ locale }: { locale: Locale }) {
  const t = useTranslations("Account.security");
  const v = useTranslations("Account.validation");
  const reload = useTranslations("Account")("reload");
  const [state, setState] = useState<State>({ kind: "loading" });
  const [code, setCode] = useState("");
  const [fields, setFields] = useState<FieldErrors>({});
  const [problem, setProblem] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  useEffect(() => {
    void callSite("twoFactorView", { lang: locale })
      .then((answer) => {
        if (answer.status === 401) goSignIn(locale);
        else setState({ kind: answer.body.enabled ? "on" : "off" });
      })
      .catch(() => setProblem(reload));
  }, [locale, reload]);

  const run = async <N extends "twoFactorStart" | "twoFactorConfirm" | "twoFactorDisable">(
    send: () => Promise<SiteAnswer<N>>,
    then: (answer: Extract<SiteAnswer<N>, { status: 200 | 204 }>) => void,
  ) => {
    if (pending) return;
    setPending(true);
    setProblem(null);
    try {
      const answer = await send();
      if (answer.status === 401) return goSignIn(locale);
      if (answer.status === 422) setFields(readFieldErrors(answer.body).fields);
      else if (answer.status === 409) setProblem(t("conflict"));
      else if (answer.status === 200 || answer.status === 204) {
        setFields({});
        setCode("");
        then(answer as Extract<SiteAnswer<N>, { status: 200 | 204 }>);
      } else setProblem(reload);
    } catch {
      setProblem(reload);
    } finally {
      setPending(false);
    }
  };

  const start = () =>
    run(
      () => callSite("twoFactorStart", { lang: locale }),
      (answer) => setState({ kind: "setup", setup: answer.body }),
    );

  const withCode = (call: "twoFactorConfirm" | "twoFactorDisable", next: State) => (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setFields({ code: { key: "blank" } });
      return;
    }
    void run(
      () => callSite(call, { lang: locale, body: { code } }),
      () => setState(next),
    );
  };

  const codeField = (
    <TextField
      label={t("code")}
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={12}
      value={code}
      onChange={(event) => setCode(event.target.value)}
      error={fieldText(v, fields.code)}
    />
  );
  const busy = (label: string) => (pending ? t("busy") : label);

  return (
    <section className={styles.section} aria-labelledby="two-factor-title" data-testid="two-factor">
      <h2 id="two-factor-title">{t("twoFactorTitle")}</h2>
      {problem && <FormAlert>{problem}</FormAlert>}
      {state.kind === "off" && (
        <>
          <p className={styles.intro}>{t("twoFactorOff")}</p>
          <div className={styles.actions}>
            <button type="button" className={buttons.button} onClick={start} disabled={pending} aria-busy={pending}>
              {busy(t("enable"))}
            </button>
          </div>
        </>
      )}
      {state.kind === "setup" && (
        <form className={styles.form} onSubmit={withCode("twoFactorConfirm", { kind: "on" })} noValidate>
          <p className={styles.intro}>{t("setupIntro")}</p>
          <div>
            <p className={styles.label}>{t("secret")}</p>
            <code className={styles.code} data-testid="two-factor-secret">
              {state.setup.secret}
            </code>
          </div>
          <div>
            <p className={styles.label}>{t("uri")}</p>
            <a className={styles.code} href={state.setup.uri} data-testid="two-factor-uri">
              {state.setup.uri}
            </a>
          </div>
          {codeField}
          <div className={styles.actions}>
            <SubmitButton pending={pending}>{busy(t("confirm"))}</SubmitButton>
            <button type="button" className={styles.linkButton} onClick={() => setState({ kind: "off" })}>
              {t("cancel")}
            </button>
          </div>
        </form>
      )}
      {state.kind === "on" && (
        <form className={styles.form} onSubmit={withCode("twoFactorDisable", { kind: "off" })} noValidate>
          <p className={styles.notice} role="status">
            {t("twoFactorOn")}
          </p>
          <p className={styles.intro}>{t("disableIntro")}</p>
          {codeField}
          <div className={styles.actions}>
            <SubmitButton pending={pending}>{busy(t("disable"))}</SubmitButton>
          </div>
        </form>
      )}
    </section>
  );
}
